import { execFileSync } from "node:child_process";
import fs from "node:fs";

// Linux reports a process's CPU time in clock ticks of USER_HZ (`getconf CLK_TCK`, 100 on every usual build).
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** A process and everything it started (nginx's and Caddy's workers), from /proc; empty when it is gone or this is not Linux. */
function processTreeOf(pid: number): number[] {
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    const current = tree[index] ?? pid;
    try {
      for (const task of fs.readdirSync(`/proc/${current}/task`)) {
        const children = fs.readFileSync(`/proc/${current}/task/${task}/children`, "utf8").trim();
        if (children) tree.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      if (current === pid) return [];
    }
  }
  return tree;
}

/**
 * CPU seconds (user and system) the server processes and their children have used so far, or null
 * where /proc cannot tell. Taken before and after a load run, it gives the server's CPU time per
 * request: unlike requests/s, it does not move with the share of the CPU the load generator gets
 * on a small machine (docs/benchmarks.md#published-pages).
 */
export function cpuSecondsOf(servers: (number | undefined)[] = []): number | null {
  if (servers.length === 0 || servers.includes(undefined)) return null;
  const pids = servers.flatMap((pid) => (pid === undefined ? [] : processTreeOf(pid)));
  if (pids.length === 0) return null;
  let ticks = 0;
  for (const each of pids) {
    try {
      // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is the 12th, stime the 13th.
      const stat = fs.readFileSync(`/proc/${each}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A worker that ended between the two reads counts no more.
    }
  }
  return ticks / TICKS_PER_SECOND;
}
