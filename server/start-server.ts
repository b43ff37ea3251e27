import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { databaseOptionsFor, openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createApp, type AppDependencies } from "./app";
import type { Config } from "./config";

const SHUTDOWN_GRACE_MS = 10_000;

export type RunningServer = { server: Server; url: string; stop: (reason: string) => Promise<void> };

/**
 * Opens and migrates the database, serves the app, and shuts down gracefully on SIGTERM/SIGINT:
 * no new connections, in-flight requests finish, then the database closes.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  parts: Pick<AppDependencies, "serverBuild" | "clientFiles" | "buildInfo">,
): Promise<RunningServer> {
  const database = openDatabase(databaseOptionsFor(config.databaseUrl, config.dataDir));
  try {
    const applied = await migrateToLatest(database);
    if (applied.length) logger.info({ applied }, "database migrated");
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = createApp({ config, database, logger, ...parts });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  logger.info({ url, dialect: database.dialect, build: parts.buildInfo.id }, "Pagewright is listening");

  let stopping: Promise<void> | undefined;
  const stop = (reason: string) => {
    stopping ??= (async () => {
      logger.info({ reason }, "shutting down: finishing in-flight requests");
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(idleSweep);
      clearTimeout(force);
      await database.close();
      logger.info("stopped cleanly");
    })();
    return stopping;
  };
  return { server, url, stop };
}

export function stopOnSignals(running: RunningServer, logger: Logger): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}
