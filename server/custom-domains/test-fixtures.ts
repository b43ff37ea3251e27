import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { DOMAINS_CHANNEL } from "../../app/features/domains/domains-channel";
import { openDatabase, type AppDatabase } from "../../db/database";
import type { DomainState } from "../../db/project-domains-table";
import { readBuildInfo } from "../build-info";
import { loadConfig } from "../config";
import { startServer, type RunningServer } from "../start-server";
import { rawRequest, type RawAnswer } from "../testing/raw-request";
import { buildDir, type TestServer } from "../testing/test-server";
import { freePort } from "../testing/free-ports";

let counter = 0;

/**
 * A domain row as the domains feature writes it once verified (docs/product.md#custom-domains):
 * verified or active, one primary per project. Every node hears of it on DOMAINS_CHANNEL.
 */
export async function addServedDomain(database: AppDatabase, domain: { projectId: string; host: string; state: Extract<DomainState, "verified" | "active">; isPrimary: boolean }): Promise<void> {
  const now = new Date();
  counter += 1;
  await database.db
    .insertInto("projectDomains")
    .values({
      id: `domain${counter}${now.getTime()}`,
      projectId: domain.projectId,
      host: domain.host,
      verificationToken: `token${counter}`,
      state: domain.state,
      failureReason: null,
      isPrimary: domain.isPrimary,
      checkFailures: 0,
      lastCheckedAt: now,
      nextCheckAt: null,
      verifiedAt: now,
      created: now,
      updated: now,
    })
    .execute();
  await database.notifications.notify(DOMAINS_CHANNEL, domain.host);
}

/** Removes a domain as the domains feature does, and tells every node. */
export async function removeDomain(database: AppDatabase, host: string): Promise<void> {
  await database.db.deleteFrom("projectDomains").where("host", "=", host).execute();
  await database.notifications.notify(DOMAINS_CHANNEL, host);
}

/** A request to the server on loopback naming `host` (port kept off or on as given) in its Host header. */
export function requestOnHost(server: { url: string }, host: string, target: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return rawRequest(`${server.url.replace("localhost", "127.0.0.1")}${target}`, { method: init.method ?? "GET", headers: { ...init.headers, Host: host }, body: init.body });
}

/** Waits until `check` holds, for at most `ms`; the time it took, to compare with what the product promises. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not within ${ms} ms`);
}

/** A second app node on the first one's PostgreSQL schema, as a second machine behind the same proxy would be. */
export async function startSecondNode(first: TestServer): Promise<{ url: string; stop: () => Promise<void> }> {
  const { schema } = (await first.database.db.selectNoFrom((eb) => eb.fn<string>("current_schema", []).as("schema")).executeTakeFirstOrThrow()) as { schema: string };
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const database = openDatabase({ dialect: "postgres", url: url.toString(), maxConnections: 2 });
  const port = await freePort();
  const config = loadConfig({ PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: first.url, DATA_DIR: first.dataDir, NODE_ENV: "test" });
  const serverEntry = path.join(buildDir, "server", "index.js");
  const serverBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const clientDir = path.join(buildDir, "client");
  const running: RunningServer = await startServer(config, pino({ level: "silent" }), { serverBuild, clientFiles: { dir: clientDir }, buildInfo: readBuildInfo(clientDir), database });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await running.stop("test finished");
      await database.close();
    },
  };
}
