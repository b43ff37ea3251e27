import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { buildDir } from "./test-server";

// The production build run as a real process, the way `npm start` does.
const entry = path.join(buildDir, "app-server", "main.js");

export type AppProcess = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startAppProcess(env: Record<string, string>): AppProcess {
  let output = "";
  const child = spawn(process.execPath, [entry], { env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Start-up includes migrating a fresh database, which takes many seconds on a loaded machine. */
const HEALTHY_WITHIN_MS = 60_000;

export async function waitForHealth(url: string, started: AppProcess): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy: ${started.output()}`);
}

/** Kills the process at once, as a power cut or the OOM killer would, and waits until it is gone. */
export async function killHard(started: AppProcess): Promise<void> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill("SIGKILL");
  await started.exited;
}
