// `npm start`: builds when there is no build or the sources are newer than it, then serves it.
// The build's own output (a list of every file it wrote, bundler notes) is kept back and shown
// only when the build fails, so a first start prints one progress line and then the server's
// "ready at" line.
import { spawn } from "node:child_process";
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

/** Runs the build quietly with its output captured; resolves to its exit code and that output. */
function runBuild() {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(process.execPath, ["scripts/build.mjs", "--quiet"], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString("utf8") }));
  });
}

const builtAt = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  const started = Date.now();
  process.stdout.write("Building Pagewright (the first start takes a minute or two)… ");
  const { code, output } = await runBuild();
  if (code !== 0) {
    process.stdout.write("failed:\n");
    process.stderr.write(output);
    process.exit(code);
  }
  process.stdout.write(`done in ${Math.round((Date.now() - started) / 1000)} s.\n`);
}
await import(pathToFileURL(path.resolve(entry)).href);
