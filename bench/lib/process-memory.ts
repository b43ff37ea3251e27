// Resident memory of another process, from Linux's /proc/<pid>/status: VmRSS now, VmHWM the peak
// since it started (kB there, MB here). NaN where /proc is not available.
import fs from "node:fs";

export function processMemoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples VmRSS every `everyMs` until stopped; returns the largest sample. */
export function sampleResidentMemory(pid: number, everyMs = 250): { stop: () => number } {
  let largest = processMemoryMb(pid, "VmRSS");
  const timer = setInterval(() => (largest = Math.max(largest, processMemoryMb(pid, "VmRSS"))), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(largest, processMemoryMb(pid, "VmRSS"));
    },
  };
}
