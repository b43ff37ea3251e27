import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

// What `npm start` needs to build and serve: the sources, copied, and the installed packages, linked.
const COPIED = ["app", "server", "db", "scripts", "public", "package.json", "package-lock.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"];
const MAX_LINES_UNTIL_READY = 20;

let checkout: string;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(() => {
  checkout = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-start-"));
  for (const name of COPIED) fs.cpSync(name, path.join(checkout, name), { recursive: true });
  fs.symlinkSync(path.resolve("node_modules"), path.join(checkout, "node_modules"), "dir");
});

afterAll(() => {
  fs.rmSync(checkout, { recursive: true, force: true });
});

it(
  "the first npm start, with no build and an empty data folder, prints one build line and a ready line within 20 lines, and no runtime warning",
  async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: checkout,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(checkout, "data") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const ready = new Promise<void>((resolve, reject) => {
      const look = (chunk: Buffer) => {
        output += chunk.toString("utf8");
        if (output.includes(`ready at http://localhost:${port}`)) resolve();
      };
      child.stdout.on("data", look);
      child.stderr.on("data", look);
      child.on("exit", (code) => reject(new Error(`npm start exited with ${String(code)} before it was ready:\n${output}`)));
    });
    try {
      await ready;
      // Anything printed right after the ready line still counts.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      child.kill("SIGTERM");
    }
    const lines = output.split("\n").filter((line) => line.trim() !== "");
    const untilReady = lines.slice(0, lines.findIndex((line) => line.includes("ready at")) + 1);
    expect(untilReady.length, output).toBeLessThanOrEqual(MAX_LINES_UNTIL_READY);
    expect(untilReady[0]).toMatch(/^Building Pagewright .*… done in \d+ s\.$/);
    expect(output).not.toContain("Unsupported runtime");
    expect(output).not.toMatch(/warn/i);
  },
  15 * 60 * 1000,
);
