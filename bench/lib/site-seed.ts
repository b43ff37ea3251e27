// Seeds the at-scale benchmark's sites once and reuses them: parallel worker processes each publish
// their slice through the product's use cases against the one database (SQLite in WAL mode with a
// busy timeout takes several writers; PostgreSQL does anyway). A seed is complete when its marker
// says so, and then later runs use it as it is; an unfinished one is resumed.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { signInUser } from "../../app/features/auth/sign-in-user.server";
import { databaseOptionsFor, openDatabase } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { migrations } from "../../db/migrations/index";
import type { SeedLocation, SeedMarker } from "./seed-locations";

export type SeedPlan = { sites: number; pages: number; workers: number };
export type PreparedSeed = { marker: SeedMarker; reused: boolean };

const WORKER_SCRIPT = path.join(path.dirname(new URL(import.meta.url).pathname), "seed-sites-worker.ts");
const PROGRESS_EVERY_MS = 10_000;

export const LATEST_MIGRATION = migrations.at(-1)?.[0] ?? "none";

/** BENCH_SEED_WORKERS, else one worker per core. */
export function seedWorkersFromEnv(): number {
  return Math.max(1, Number(process.env.BENCH_SEED_WORKERS ?? os.availableParallelism()));
}

/** The seed's owner, signed in the way the local identity provider signs a partner in. */
async function migrateAndSignInOwner(location: SeedLocation): Promise<string> {
  const database = openDatabase(databaseOptionsFor(location.databaseUrl, location.dataDir));
  try {
    await migrateToLatest(database);
    const claims = await signInUser(database.db, { issuer: "https://bench.invalid", subject: "bench-owner", email: "bench@example.com", name: "Bench", picture: null }, { adminEmails: [] });
    return claims.userId;
  } finally {
    await database.close();
  }
}

function runWorker(location: SeedLocation, plan: SeedPlan, worker: number, ownerId: string, onSite: (outcome: string) => void): Promise<void> {
  const viteNode = path.resolve("node_modules/.bin/vite-node");
  const child = spawn(viteNode, [WORKER_SCRIPT], {
    env: {
      ...process.env,
      SEED_SITES: String(plan.sites),
      SEED_PAGES: String(plan.pages),
      SEED_WORKER: String(worker),
      SEED_WORKERS: String(plan.workers),
      SEED_OWNER_ID: ownerId,
      SEED_DATA_DIR: location.dataDir,
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Only the worker's own lines: the rest of its stdout is Vite's and React Router's start-up notices.
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    const outcome = /^(seeded|was-live) \d+$/.exec(line)?.[1];
    if (outcome) onSite(outcome);
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seeding worker ${worker} exited with ${code}`))));
  });
}

function progressLine(done: number, sites: number, seeded: number, seconds: number): string {
  const perMinute = seconds > 0 ? (seeded / seconds) * 60 : 0;
  const left = sites - done;
  const eta = perMinute > 0 ? `${(left / perMinute).toFixed(1)} min left` : "rate not known yet";
  return `  seed: ${done}/${sites} sites live, ${perMinute.toFixed(1)} sites/min this run, ${eta}, load average ${os.loadavg()[0]?.toFixed(1)}`;
}

/**
 * The seed as asked for: reused when its marker matches (sites, pages, migration level), started
 * again from nothing when the marker is for another size or an older migration (its publications
 * were made by other code), resumed when unfinished.
 */
export async function prepareSeed(location: SeedLocation, plan: SeedPlan): Promise<PreparedSeed> {
  const existing = await location.readMarker();
  if (existing && existing.sites === plan.sites && existing.pages === plan.pages && existing.migration === LATEST_MIGRATION) {
    console.log(`  seed reused: ${location.label}, ${existing.sites} × ${existing.pages} pages at ${existing.migration}, seeded ${existing.finished} in ${existing.seconds.toFixed(0)} s`);
    return { marker: existing, reused: true };
  }
  if (existing) {
    console.log(`  seed at ${location.label} is for ${existing.sites} × ${existing.pages} at ${existing.migration}: seeding again for ${plan.sites} × ${plan.pages} at ${LATEST_MIGRATION}`);
    await location.reset();
  }
  await location.create();
  const ownerId = await migrateAndSignInOwner(location);
  console.log(`  seeding ${plan.sites} sites × ${plan.pages} pages into ${location.label} with ${plan.workers} worker processes (resumes what an earlier run left)`);
  const started = performance.now();
  let done = 0;
  let seeded = 0;
  const seconds = () => (performance.now() - started) / 1000;
  const progress = setInterval(() => console.log(progressLine(done, plan.sites, seeded, seconds())), PROGRESS_EVERY_MS);
  try {
    const onSite = (outcome: string) => ((done += 1), outcome === "seeded" && (seeded += 1));
    await Promise.all(Array.from({ length: Math.min(plan.workers, plan.sites) }, (_, worker) => runWorker(location, { ...plan, workers: Math.min(plan.workers, plan.sites) }, worker, ownerId, onSite)));
  } finally {
    clearInterval(progress);
  }
  console.log(progressLine(done, plan.sites, seeded, seconds()));
  const marker: SeedMarker = { sites: plan.sites, pages: plan.pages, migration: LATEST_MIGRATION, seconds: seconds(), seededInLastRun: seeded, workers: plan.workers, finished: new Date().toISOString() };
  await location.writeMarker(marker);
  return { marker, reused: false };
}
