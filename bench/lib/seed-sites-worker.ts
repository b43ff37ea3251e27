// One seeding worker of bench/published-sites-at-scale.ts: publishes its slice of the sites (every
// site whose number modulo SEED_WORKERS is SEED_WORKER) through the product's own use cases, the
// ones the editor's routes call, and prints `seeded <n>` after each site so the parent can count.
// It resumes: a site already live is skipped, a half-made one gets its missing pages and is published.
// Run by the parent with vite-node (publishing reads the section stylesheet through a `?raw` import).
import { libraryImageSources } from "../../app/features/assets/library-images.server";
import { createPage } from "../../app/features/projects/create-page.server";
import { createProject } from "../../app/features/projects/create-project.server";
import { publishProject } from "../../app/features/publishing/publish-project.server";
import { pageCssBuilder } from "../../app/features/publishing/site-stylesheet.server";
import { databaseOptionsFor, openDatabase, type AppDatabase } from "../../db/database";
import { benchPageSlug, benchSiteId } from "./bench-site-names";

const SITES = Number(process.env.SEED_SITES);
const PAGES = Number(process.env.SEED_PAGES);
const WORKER = Number(process.env.SEED_WORKER);
const WORKERS = Number(process.env.SEED_WORKERS);
const OWNER_ID = process.env.SEED_OWNER_ID ?? "";
const DATA_DIR = process.env.SEED_DATA_DIR ?? "";
// Several writer processes share one SQLite file: a transaction that read before another process
// wrote cannot take the write lock and fails at once (SQLITE_BUSY), so a site is tried again.
const ATTEMPTS = 8;

async function seedSite(database: AppDatabase, site: number): Promise<"seeded" | "was-live"> {
  const owner = { userId: OWNER_ID, isAdmin: false };
  const projectId = benchSiteId(site);
  const project = await database.db.selectFrom("projects").select("livePublicationId").where("id", "=", projectId).executeTakeFirst();
  if (project?.livePublicationId) return "was-live";
  if (!project) await createProject(database.db, owner, { name: `Site ${site}`, id: projectId, start: "starter" });
  const existing = await database.db.selectFrom("pages").select("slug").where("projectId", "=", projectId).execute();
  const slugs = new Set(existing.map((page) => page.slug));
  for (let page = 1; page < PAGES; page += 1) {
    const slug = benchPageSlug(page);
    if (!slugs.has(slug)) await createPage(database.db, owner, { projectId, title: `Page ${page}`, slug });
  }
  await publishProject(database.db, owner, { projectId, origin: "http://bench.test", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
  return "seeded";
}

async function seedSiteWithRetries(database: AppDatabase, site: number): Promise<"seeded" | "was-live"> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await seedSite(database, site);
    } catch (error) {
      const busy = error instanceof Error && /SQLITE_BUSY|database is locked/i.test(`${error.message} ${String((error as { code?: unknown }).code)}`);
      if (!busy || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

const database = openDatabase(databaseOptionsFor(process.env.DATABASE_URL, DATA_DIR));
try {
  for (let site = WORKER; site < SITES; site += WORKERS) {
    const outcome = await seedSiteWithRetries(database, site);
    process.stdout.write(`${outcome} ${site}\n`);
  }
} finally {
  await database.close();
}
