import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildDir } from "./testing/test-server";
import { freePort } from "./testing/free-ports";

// These tests run the production build as a real process, the way `npm start` does.
const entry = path.join(buildDir, "app-server", "main.js");

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(env: Record<string, string>): Started {
  let output = "";
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

// Up to 60 s: on a loaded machine (a full test run on two cores) starting takes more than ten.
async function waitForHealth(url: string, started: Started): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
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

let running: Started | undefined;
let dataDir: string;

beforeAll(() => {
  if (!fs.existsSync(entry)) throw new Error("Run `npm run build` before these tests (npm test does).");
});

afterEach(() => {
  running?.child.kill("SIGKILL");
  running = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the server process", () => {
  it("finishes in-flight requests on SIGTERM, refuses new ones and exits cleanly", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-proc-"));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    running = start({ PORT: String(port), DATA_DIR: dataDir, ENABLE_TEST_ROUTES: "1" });
    await waitForHealth(url, running);

    const slow = fetch(`${url}/__test/slow?ms=1200`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    running.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();

    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Slow page loaded after");
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain("stopped cleanly");
  });

  const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

  it("creates a fresh data folder owner-only, and the database, its WAL files and the provider keys 0600", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-proc-"));
    const fresh = path.join(dataDir, "data", "nested");
    const port = await freePort();
    running = start({ PORT: String(port), DATA_DIR: fresh });
    await waitForHealth(`http://127.0.0.1:${port}`, running);
    expect(modeOf(fresh)).toBe("700");
    expect(modeOf(path.join(dataDir, "data"))).toBe("700");
    for (const name of ["pagewright.db", "pagewright.db-wal", "pagewright.db-shm", "local-oidc-keys.json"]) {
      expect(modeOf(path.join(fresh, name)), name).toBe("600");
    }
    expect(running.output()).not.toContain("readable by others");
  });

  it("makes a data folder and database that others can read owner-only, and says so", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-proc-"));
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, "pagewright.db"), "", { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, "pagewright.db"), 0o644);
    const port = await freePort();
    running = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}`, running);
    expect(modeOf(dataDir)).toBe("700");
    expect(modeOf(path.join(dataDir, "pagewright.db"))).toBe("600");
    expect(modeOf(path.join(dataDir, "pagewright.db-wal"))).toBe("600");
    expect(running.output().match(/readable by others; it is owner-only now/g)).toHaveLength(2);
  });

  it("says it is ready at PUBLIC_URL when that is set, and at its local port when it is not", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-proc-"));
    const port = await freePort();
    running = start({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: "http://pagewright.test" });
    await waitForHealth(`http://127.0.0.1:${port}`, running);
    await expect.poll(() => running?.output() ?? "").toContain("Pagewright is ready at http://pagewright.test");
    expect(running.output()).not.toContain(`ready at http://localhost:${port}`);
    running.child.kill("SIGKILL");
    await running.exited;

    running = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}`, running);
    await expect.poll(() => running?.output() ?? "").toContain(`Pagewright is ready at http://localhost:${port}`);
  });

  it("stops at start with a clear message when the database cannot be opened", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-proc-"));
    fs.writeFileSync(path.join(dataDir, "pagewright.db"), "this is not a database file at all, just text");
    running = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await running.exited).toBe(1);
    expect(running.output()).toMatch(/Cannot open the database at .*pagewright\.db: file is not a database/);
  });

  it("stops at start naming a bad environment variable", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-proc-"));
    running = start({ PORT: "eighty", DATA_DIR: dataDir });
    expect(await running.exited).toBe(1);
    expect(running.output()).toMatch(/^Invalid environment variable PORT: Invalid input: expected number, received NaN$/m);
  });
});
