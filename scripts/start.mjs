// `npm start`: builds when there is no build or the sources are newer than it, then serves it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = "build/app-server/main.js";
const sources = ["app", "server", "db", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const builtAt = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log("Building Pagewright…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.resolve(entry)).href);
