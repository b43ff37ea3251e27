import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Server } from "node:http";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { AppDatabase, DatabaseDialect } from "../../db/database";
import { createTestDatabase } from "../../db/test-database";
import { readBuildInfo } from "../build-info";
import { loadConfig } from "../config";
import { startServer } from "../start-server";
import { freePort } from "./free-ports";

// What `npm run build` writes; tests that need it run in the Vitest project "integration".
export const buildDir = path.resolve("build");

export type TestServer = {
  url: string;
  /** The server's own HTTP server: its "request" events are the requests Node's path answered. */
  httpServer: Server;
  database: AppDatabase;
  dataDir: string;
  /** Stops serving (and writes what the server batches) but keeps the database open to inspect. */
  stopServing: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The whole app (production build, Express, local OpenID provider) in this process, on a free
 * port, with a fresh database of the given dialect. Needs `npm run build` first, as `npm test` does.
 */
export async function startTestServer(
  dialect: DatabaseDialect,
  env: Record<string, string> = {},
  { logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }) }: { logger?: Logger } = {},
): Promise<TestServer> {
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(serverEntry)) throw new Error("Run `npm run build` before the integration tests (npm test does).");
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-it-"));
  const config = loadConfig({ PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, DATA_DIR: dataDir, NODE_ENV: "test", ...env });
  const database = await createTestDatabase(dialect);
  const serverBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const clientDir = path.join(buildDir, "client");
  const running = await startServer(config, logger, {
    serverBuild,
    clientFiles: { dir: clientDir },
    buildInfo: readBuildInfo(clientDir),
    database,
  });
  let stopped: Promise<void> | undefined;
  return {
    url,
    httpServer: running.server,
    database,
    dataDir,
    stopServing: () => running.stop("test finished"),
    stop: () => {
      stopped ??= (async () => {
        await running.stop("test finished");
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
