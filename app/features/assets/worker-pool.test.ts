import { describe, expect, it } from "vitest";
import { createWorkerPool, WorkerTimeoutError } from "./worker-pool.server";

// Keeps its thread busy for the number of milliseconds it is sent, like a slow SVG would, then
// answers with that number; "crash" throws instead.
const BUSY_WORKER = String.raw`
const { parentPort } = require("node:worker_threads");
parentPort.on("message", (ms) => {
  if (ms === "crash") throw new Error("crashed");
  const until = Date.now() + ms;
  while (Date.now() < until);
  parentPort.postMessage(ms);
});
parentPort.postMessage("ready");
`;

const busyPool = (size: number, timeoutMs: number) => createWorkerPool<number | "crash", number>({ source: BUSY_WORKER, workerData: null, size, timeoutMs });

describe("the worker pool", () => {
  it("counts the time limit from when a job starts, not from when it was queued", async () => {
    const pool = busyPool(1, 1500);
    // Together they need 2.5 s on the one worker; each alone is far inside the limit.
    const answers = await Promise.allSettled([500, 500, 500, 500, 500].map((ms) => pool.run(ms)));
    expect(answers).toEqual(Array(5).fill({ status: "fulfilled", value: 500 }));
  });

  it("stops only the job that runs too long; the next job gets a fresh worker", async () => {
    const pool = busyPool(1, 800);
    const [slow, next] = await Promise.allSettled([pool.run(5000), pool.run(10)]);
    expect(slow.status === "rejected" && slow.reason).toBeInstanceOf(WorkerTimeoutError);
    expect(next).toEqual({ status: "fulfilled", value: 10 });
  });

  it("runs jobs side by side up to its size", async () => {
    const pool = busyPool(2, 10_000);
    await Promise.all([pool.run(1), pool.run(1)]);
    const started = performance.now();
    const first = pool.run(1500);
    await pool.run(10);
    expect(performance.now() - started).toBeLessThan(1000);
    await first;
  });

  it("fails the job of a worker that crashes and goes on with the next", async () => {
    const pool = busyPool(1, 10_000);
    const [crashed, next] = await Promise.allSettled([pool.run("crash"), pool.run(10)]);
    expect(crashed.status === "rejected" && String(crashed.reason)).toMatch(/crashed/);
    expect(next).toEqual({ status: "fulfilled", value: 10 });
  });

  it("fails a job instead of waiting forever when workers cannot start", async () => {
    const pool = createWorkerPool<number, number>({ source: `throw new Error("no such module")`, workerData: null, size: 1, timeoutMs: 1000 });
    await expect(pool.run(1)).rejects.toThrow(/no such module/);
    await expect(pool.run(2)).rejects.toThrow(/no such module/);
  });
});
