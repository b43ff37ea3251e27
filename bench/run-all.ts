// `npm run bench`: every benchmark in this folder, one after the other (they measure ratios against
// references taken in the same run, so running them together keeps the machine quiet for each).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const benchDir = path.dirname(new URL(import.meta.url).pathname);
const benchmarks = fs
  .readdirSync(benchDir)
  .filter((file) => file.endsWith(".ts") && file !== "run-all.ts")
  .sort();

if (!fs.existsSync("build/app-server/main.js")) {
  console.log("Building first (the benchmarks run the production build)…");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
let failed = 0;
for (const file of benchmarks) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(benchDir, file)], { stdio: "inherit" });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
