import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "vitest";

const run = promisify(execFile);
const heapGrowthModule = fileURLToPath(new URL("./heap-growth.ts", import.meta.url));

// A process that keeps about 40 MB live and keeps promoting short-lived garbage into the old
// space, as a server's cache churn does; it reports the largest the old space became.
const churn = `
const { limitHeapGrowth } = await import(${JSON.stringify(heapGrowthModule)});
limitHeapGrowth(Number(process.argv[1]));
const v8 = await import("node:v8");
const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "old_space").physical_space_size;
const kept = Array.from({ length: 300_000 }, (_, i) => ({ i, text: "kept " + i, list: [i, i + 1] }));
const recent = new Array(64).fill(null);
let largest = 0;
for (let round = 0; round < 3000; round += 1) {
  recent[round % recent.length] = Array.from({ length: 2000 }, (_, i) => ({ round, i, text: "churn " + round + " " + i }));
  if (round % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
  largest = Math.max(largest, oldSpace());
}
console.log(JSON.stringify({ largestMb: largest / 1048576, kept: kept.length }));
`;

async function largestOldSpaceMb(percent: number): Promise<number> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", churn, String(percent)]);
  return (JSON.parse(stdout) as { largestMb: number }).largestMb;
}

test("with HEAP_GROWTH_PERCENT the old space stays far smaller under churn than with V8's own rule", { timeout: 60_000 }, async () => {
  const v8sOwnRule = await largestOldSpaceMb(0);
  const limited = await largestOldSpaceMb(20);
  expect(limited).toBeLessThan(v8sOwnRule * 0.6);
});
