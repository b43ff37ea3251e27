import { spawn } from "node:child_process";
import { freePort } from "../../server/testing/free-ports";

/**
 * The production build in its own process on a free loopback port, with the given data folder.
 * BENCH_APP_NODE_ARGS passes flags to its Node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`:
 * NODE_OPTIONS refuses --cpu-prof); the profile is written when it stops.
 */
export async function startApp(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...(process.env.BENCH_APP_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "build/app-server/main.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await fetch(`${url}/healthz`).then((answer) => answer.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid ?? 0, stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))) };
}
