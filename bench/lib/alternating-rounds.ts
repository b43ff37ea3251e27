import os from "node:os";
import { load, type LoadResult } from "./load-generator";
import { cpuSecondsOf } from "./process-cpu";

/** `pids`: the processes serving it, whose CPU time per request (with their children's) is measured too. */
export type Target = { name: string; url: string; pids?: (number | undefined)[]; headers?: Record<string, string> };

/** What a visitor's browser sends: brotli accepted, and a browser's User-Agent, so the bot check runs on every page view. */
export const VISITOR_HEADERS = { "Accept-Encoding": "br", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The machine's load averages over 1, 5 and 15 minutes: the machine is shared, so every figure says how busy it was. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

export type RoundsOptions = { rounds: number; seconds: number; connections: number; headers: Record<string, string> };

/**
 * Alternating rounds, each target once per round in a rotated order, so a change in the machine's
 * load (it is shared) falls on every target alike; the ratios are taken per round. Each target is
 * warmed up for 2 s first.
 */
export async function measureInRounds(targets: Target[], { rounds, seconds, connections, headers }: RoundsOptions): Promise<Map<string, LoadResult[]>> {
  const results = new Map<string, LoadResult[]>(targets.map((target) => [target.name, []]));
  for (const target of targets) await load(target.url, { connections, seconds: 2, headers: { ...headers, ...target.headers } });
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < targets.length; turn += 1) {
      const target = targets[(round + turn) % targets.length];
      if (!target) continue;
      const cpuBefore = cpuSecondsOf(target.pids);
      const result = await load(target.url, { connections, seconds, headers: { ...headers, ...target.headers } });
      const cpuAfter = cpuSecondsOf(target.pids);
      if (cpuBefore !== null && cpuAfter !== null && result.requests > 0) result.cpuMicrosPerRequest = ((cpuAfter - cpuBefore) * 1e6) / result.requests;
      results.get(target.name)?.push(result);
    }
  }
  return results;
}

/** `figure(a, b)` for each round in which both targets were measured. */
export function perRound(results: Map<string, LoadResult[]>, a: string, b: string | undefined, figure: (a: LoadResult, b: LoadResult) => number): number[] {
  const of = (name: string | undefined) => (name ? (results.get(name) ?? []) : []);
  return of(a).flatMap((result, round) => {
    const other = of(b)[round];
    return other ? [figure(result, other)] : [];
  });
}

/** Requests/s of `a` over `b`, as `perRound` takes a figure. */
export const requestsPerSecondRatio = (a: LoadResult, b: LoadResult) => a.requestsPerSecond / b.requestsPerSecond;

/** `b`'s server CPU time per request over `a`'s: like the requests/s ratio, above 1 when `a` is the cheaper. */
export const cpuPerRequestRatio = (a: LoadResult, b: LoadResult) => (b.cpuMicrosPerRequest ?? Number.NaN) / (a.cpuMicrosPerRequest ?? Number.NaN);

/** A per-round ratio as the benchmarks print it: its median, then every round's. */
export function ratioLine(label: string, ratios: number[], target: string): string {
  return `${label}: median ${median(ratios).toFixed(2)} (rounds: ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")}; target ${target})`;
}

/** One Markdown table row per target: requests/s per round and their median, median p50 and p99, errors. */
export function resultsTable(results: Map<string, LoadResult[]>): string[] {
  const rows = ["| server | requests/s per round | median requests/s | median p50 ms | median p99 ms | server CPU µs per request (median) | errors |", "|---|---|---:|---:|---:|---:|---:|"];
  for (const [name, rounds] of results) {
    const rps = rounds.map((result) => result.requestsPerSecond);
    const cpu = rounds.flatMap((result) => (result.cpuMicrosPerRequest === undefined ? [] : [result.cpuMicrosPerRequest]));
    rows.push(
      `| ${name} | ${rps.map(Math.round).join(", ")} | ${Math.round(median(rps))} | ${median(rounds.map((result) => result.p50Ms)).toFixed(2)} | ${median(rounds.map((result) => result.p99Ms)).toFixed(2)} | ${cpu.length ? median(cpu).toFixed(1) : "–"} | ${rounds.reduce((sum, result) => sum + result.errors, 0)} |`,
    );
  }
  return rows;
}
