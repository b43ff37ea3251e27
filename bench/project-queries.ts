// Seeds 10,000 projects and 100,000 pages, then times the dashboard and overview queries on
// SQLite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL.
// Run: npx tsx bench/project-queries.ts
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { getProject } from "../app/features/projects/get-project.server";
import { listProjects } from "../app/features/projects/list-projects.server";
import type { Actor, Db } from "../app/access/project-access.server";
import type { AppDatabase } from "../db/database";
import { runOnBothDatabases } from "./lib/bench-databases";
import { migrateToLatest } from "../db/migrate";
import type { StoredSection } from "../db/stored-values";

const PARTNERS = 1_000;
const PROJECTS = 10_000;
const HEAVY_PARTNER_PROJECTS = 1_000;
const PAGES_PER_PROJECT = 10;
const MODULES_PER_PROJECT = 2;
const BATCH = 500;
const WARM_UP = 20;
const RUNS = 200;
const TARGET_P95_MS = 20;

const partnerId = (index: number) => `partner${String(index).padStart(4, "0")}`;
const projectId = (index: number) => `project${String(index).padStart(5, "0")}`;

/** The heavy partner owns the first 1,000 projects; the rest are spread over the other 999. */
function ownerOf(projectIndex: number): string {
  if (projectIndex < HEAVY_PARTNER_PROJECTS) return partnerId(0);
  return partnerId(1 + ((projectIndex - HEAVY_PARTNER_PROJECTS) % (PARTNERS - 1)));
}

async function insertInBatches<T>(rows: Iterable<T>, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  let batch: T[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
}

function* range(count: number): Generator<number> {
  for (let index = 0; index < count; index += 1) yield index;
}

async function seed(db: Db): Promise<void> {
  const now = Date.now();
  const at = (index: number) => new Date(now - index * 60_000);
  // A home page of six sections stored as ids, types and empty content (the renderer fills defaults):
  // the queries under test never read section content, only its size on disk matters.
  const home: StoredSection[] = ["header", "hero", "feature-list", "pricing", "faq", "contact"].map((type, index) => ({
    id: `home${index}`,
    type,
    variant: "default",
    props: { title: `${type} of the bench home page`, text: "Some example text that a real page would carry." },
  }));
  const plain: StoredSection[] = [{ id: "hero1", type: "hero", variant: "default", props: { title: "A page", text: "Some text." } }];
  await db.transaction().execute(async (trx) => {
    await insertInBatches(range(PARTNERS), (batch) =>
      trx
        .insertInto("users")
        .values(
          batch.map((i) => ({
            id: partnerId(i),
            name: `Partner ${i}`,
            email: `p${i}@example.com`,
            status: "active" as const,
            photoUrl: null,
            roles: [],
            created: at(i),
            updated: at(i),
          })),
        )
        .execute(),
    );
    await insertInBatches(range(PARTNERS), (batch) =>
      trx
        .insertInto("partners")
        .values(batch.map((i) => ({ id: partnerId(i), displayName: `Partner ${i}`, company: null, created: at(i), updated: at(i) })))
        .execute(),
    );
    await insertInBatches(range(PROJECTS), (batch) =>
      trx
        .insertInto("projects")
        .values(
          batch.map((i) => ({
            id: projectId(i),
            ownerId: ownerOf(i),
            name: `Shop ${i}`,
            primaryColor: "#1d4ed8",
            homePageId: `${projectId(i)}p0`,
            settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null },
            livePublicationId: null,
            lastPublishedAt: i % 2 === 0 ? at(i) : null,
            created: at(i),
            updated: at(i),
          })),
        )
        .execute(),
    );
    await insertInBatches(range(PROJECTS * PAGES_PER_PROJECT), (batch) =>
      trx
        .insertInto("pages")
        .values(
          batch.map((n) => {
            const i = Math.floor(n / PAGES_PER_PROJECT);
            const p = n % PAGES_PER_PROJECT;
            return {
              id: `${projectId(i)}p${p}`,
              projectId: projectId(i),
              slug: p === 0 ? "home" : `page-${p}`,
              title: `Page ${p}`,
              position: p + 1,
              sections: p === 0 ? home : plain,
              seo: {},
              version: 1,
              created: at(i),
              updated: at(i),
            };
          }),
        )
        .execute(),
    );
    await insertInBatches(range(PROJECTS * MODULES_PER_PROJECT), (batch) =>
      trx
        .insertInto("modules")
        .values(
          batch.map((n) => {
            const i = Math.floor(n / MODULES_PER_PROJECT);
            const m = n % MODULES_PER_PROJECT;
            const id = `${projectId(i)}m${m}`;
            return { id, projectId: projectId(i), slug: `module-${m}`, name: `Module ${m}`, sections: plain, version: 1, created: at(i), updated: at(i) };
          }),
        )
        .execute(),
    );
  });
}

type Figures = { name: string; p50: number; p95: number };

async function measure(name: string, run: (iteration: number) => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { name, p50: at(0.5), p95: at(0.95) };
}

async function benchmark(label: string, database: AppDatabase): Promise<boolean> {
  const { db } = database;
  await migrateToLatest(database);
  const seedStart = performance.now();
  await seed(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  if (database.dialect === "postgres") await sql`analyze`.execute(db);

  const heavy: Actor = { userId: partnerId(0), isAdmin: false };
  const typical: Actor = { userId: partnerId(500), isAdmin: false };
  const typicalProject = (await listProjects(db, typical)).projects[0]?.id ?? "";
  const reference = await measure("reference: select 1", () => sql`select 1`.execute(db));
  const results = [
    await measure("dashboard, partner with ~9 projects", () => listProjects(db, typical)),
    await measure("dashboard, partner with 1,000 projects (first 100)", () => listProjects(db, heavy)),
    await measure("dashboard search by name, 1,000 projects", (i) => listProjects(db, heavy, { search: `shop ${i % 100}` })),
    await measure("overview (project, 10 pages, 2 modules)", () => getProject(db, typical, { projectId: typicalProject })),
    await measure("overview, a different project each run", (i) =>
      getProject(db, { userId: ownerOf(i * 37), isAdmin: false }, { projectId: projectId(i * 37) }),
    ),
  ];

  console.log(`\n### ${label}\n`);
  console.log(`Seeded ${PARTNERS} partners, ${PROJECTS} projects, ${PROJECTS * PAGES_PER_PROJECT} pages and ${PROJECTS * MODULES_PER_PROJECT} modules in ${seedSeconds.toFixed(1)} s; ${RUNS} timed runs each after ${WARM_UP} warm-up runs.\n`);
  console.log("| query | p50 ms | p95 ms | p50 / reference |");
  console.log("|---|---:|---:|---:|");
  console.log(`| ${reference.name} | ${reference.p50.toFixed(3)} | ${reference.p95.toFixed(3)} | 1.0 |`);
  for (const result of results) {
    console.log(`| ${result.name} | ${result.p50.toFixed(3)} | ${result.p95.toFixed(3)} | ${(result.p50 / reference.p50).toFixed(1)} |`);
  }
  const slow = results.filter((result) => result.p95 >= TARGET_P95_MS);
  console.log(slow.length === 0 ? `\nAll p95 under ${TARGET_P95_MS} ms.` : `\nOver the ${TARGET_P95_MS} ms p95 target: ${slow.map((r) => r.name).join(", ")}`);
  return slow.length === 0;
}

await runOnBothDatabases(benchmark);
