import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import autocannon from "autocannon";

// wrk runs without blocking the event loop, so a benchmark interrupted mid-run still stops what it started.
const runWrk = promisify(execFile);

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  tool: string;
  /** Requests completed in the run. */
  requests: number;
  /** The server's CPU time per request in µs, when its process was named (`alternating-rounds.ts`). */
  cpuMicrosPerRequest?: number;
};

function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

function parseDuration(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const amount = Number(match[1]);
  return match[2] === "us" ? amount / 1000 : match[2] === "s" ? amount * 1000 : amount;
}

/** The figures of `wrk --latency`'s report; errors are non-2xx/3xx answers plus socket errors. */
export function parseWrkOutput(output: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p50 = parseDuration(/\n\s+50%\s+(\S+)/.exec(output)?.[1] ?? "");
  const p99 = parseDuration(/\n\s+99%\s+(\S+)/.exec(output)?.[1] ?? "");
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)?.slice(1).reduce((sum, count) => sum + Number(count), 0) ?? 0;
  const errors = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0) + socketErrors;
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  return { requestsPerSecond: rps, p50Ms: p50, p99Ms: p99, errors, tool: "wrk", requests };
}

/**
 * Loads one URL for a fixed time at a fixed concurrency, with wrk when installed (a C load
 * generator, so it takes little CPU from the server under test), else autocannon.
 */
export async function load(url: string, { connections = 50, seconds = 10, headers = {} as Record<string, string> } = {}): Promise<LoadResult> {
  if (hasWrk()) {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
    const running = runWrk("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", ...headerArgs, url], { encoding: "utf8" });
    const stopWrk = () => running.child.kill();
    process.once("exit", stopWrk);
    const output = await running.then(({ stdout }) => stdout).finally(() => process.off("exit", stopWrk));
    return parseWrkOutput(output);
  }
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    tool: "autocannon",
    requests: result.requests.total,
  };
}
