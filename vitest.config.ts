import fs from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const TEST_ROOTS = ["app", "server", "db", "scripts", "deploy", "bench"];
const TEST_FILE = /\.test\.tsx?$/;
// Tests that import the test server run or read the production build, so they need `npm run build`.
const NEEDS_BUILD = /from\s+["'][^"']*\/testing\/test-server["']/;

/** The test files that need a build, found by what they import, so a new one cannot land in "unit" by mistake. */
function testFilesNeedingBuild(): string[] {
  return TEST_ROOTS.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .map((file) => path.posix.join(root, file.split(path.sep).join("/")))
      .filter((file) => TEST_FILE.test(file) && NEEDS_BUILD.test(fs.readFileSync(file, "utf8"))),
  );
}

const integrationFiles = testFilesNeedingBuild();

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    pool: "forks",
    // One process runs file after file with its modules loaded once: starting a fresh process and
    // importing the app for each of ~240 files was a third of the run. Files share no state through
    // modules (each makes its own database, server and ports), so isolation bought nothing.
    isolate: false,
    // Vitest's default leaves a core free, which on a 2-core machine runs one file at a time; most
    // files spend much of their time waiting on databases, servers and child processes.
    maxWorkers: availableParallelism(),
    // Vitest empties CSS imports unless told otherwise; published pages read the section library's
    // stylesheet as text (app/features/publishing/site-stylesheet.server.ts), so tests must see it.
    css: { include: [/sections\.css/] },
    // On PostgreSQL each worker gets a database of its own (db/postgres-test-database-of-this-worker.ts).
    globalSetup: ["./db/postgres-test-databases.ts"],
    setupFiles: ["./db/postgres-test-database-of-this-worker.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`), exclude: [...configDefaults.exclude, ...integrationFiles] },
      },
      { extends: true, test: { name: "integration", include: integrationFiles } },
    ],
  },
});
