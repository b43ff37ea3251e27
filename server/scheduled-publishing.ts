import type { ServerBuild } from "react-router";
import type { AppDatabase } from "../db/database";
import type { runScheduledPublishing } from "../app/scheduled-publishing.server";
import type { AssetStorage } from "../app/features/assets/asset-storage";
import type { Config } from "./config";

type RunScheduledPublishing = typeof runScheduledPublishing;

/** The app's scheduled-publishing round, found in the build's entry module (like lead capture's endpoint). */
function runScheduledPublishingOf(build: ServerBuild): RunScheduledPublishing {
  const entry: object = build.entry.module;
  const exported = "runScheduledPublishing" in entry ? entry.runScheduledPublishing : undefined;
  if (typeof exported !== "function") throw new Error("The server build's entry module does not export runScheduledPublishing");
  return exported as RunScheduledPublishing;
}

/** One round of this node's scheduled publishing: the site's origin and stored files, as the Publish button has them. */
export function scheduledPublishingRound(database: AppDatabase, config: Config, storage: AssetStorage, serverBuild: ServerBuild | (() => Promise<ServerBuild>)): () => Promise<number> {
  const startedAt = new Date();
  const readStoredFile = async (key: string) => {
    const file = await storage.get(key);
    return file ? Buffer.concat(await file.body.toArray()) : null;
  };
  return async () => {
    const build = typeof serverBuild === "function" ? await serverBuild() : serverBuild;
    return runScheduledPublishingOf(build)(database, { origin: config.publicUrl.origin, readStoredFile, startedAt });
  };
}
