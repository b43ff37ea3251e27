// A project with 1,000,000 leads over 30 days: times the project overview's activity chart (visits,
// leads and messaging clicks per day, the calls the overview loader makes) on SQLite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set) PostgreSQL. Leads are written the way a form
// submission writes them once its checks passed: answers validated against the published contact
// section, sender address hashed with the installation secret, the client's idempotency key,
// through the lead writer in batches; clicks go through recordConversion and visits through the
// page-view counter. The project and its publication are plain rows (tsx cannot load the section
// library's images that publishing renders). Run: npx tsx bench/overview-activity.ts
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { CompiledQuery, sql, type KyselyPlugin } from "kysely";
import pino from "pino";
import { countNewLeads } from "../app/features/leads/count-new-leads.server";
import { getDailyLeads } from "../app/features/leads/get-daily-leads.server";
import { searchTextOf, validateSubmission } from "../app/features/leads/lead-submission";
import { visitorTextsFor } from "../app/lib/visitor-texts/visitor-texts";
import { leadWriterFor, type NewLead } from "../app/features/leads/lead-writer.server";
import { hashAddress } from "../app/features/leads/sender-address.server";
import type { Actor } from "../app/access/project-access.server";
import { getDailyVisits } from "../app/features/publishing/get-daily-visits.server";
import { contactSchema, type ContactContent } from "../app/features/sections/contact/schema";
import { getDailyConversions } from "../app/features/urls/get-daily-conversions.server";
import { CONVERSION_SECRET_NAME } from "../app/lib/conversion-token.server";
import { recordConversion } from "../app/features/urls/record-conversion.server";
import { installationSecret } from "../db/installation-secrets";
import { lastDays } from "../app/lib/utc-days";
import type { AppDatabase } from "../db/database";
import { runOnBothDatabases } from "./lib/bench-databases";
import { migrateToLatest } from "../db/migrate";
import { PageViewCounter } from "../server/published-site/page-view-counter";

const LEADS = 1_000_000;
const DAYS = 30;
/** Submissions handed to the lead writer at once; it commits up to 500 per transaction. */
const WRITE_CHUNK = 500;
const CONVERSIONS = 20_000;
const VIEWS_PER_DAY = 2_000;
const WARM_UP = 20;
const RUNS = 200;
const TARGET_P95_MS = 20;
const PROJECT = "busyshop";
const OWNER: Actor = { userId: "benchowner", isAdmin: false };
const DAY_MS = 86_400_000;
const CONTACT = {
  id: "contact1",
  type: "contact",
  variant: "default",
  props: { askPhone: true, requireMessage: true, customFields: [{ id: "company", label: "Company", required: true }, { id: "budget", label: "Budget" }], consentText: "I agree that you store my details." },
};

type Figures = { name: string; p50: number; p95: number };

async function measure(name: string, runs: number, run: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < Math.min(WARM_UP, runs); i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  return { name, p50: at(0.5), p95: at(0.95) };
}

/** The submission number `index` as captureLead stores it once its checks passed, spread evenly from `start` to `end`. */
function submission(content: ContactContent, secret: Buffer, index: number, start: number, end: number): NewLead {
  const result = validateSubmission(content, {
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    phone: "+44 20 7946 0000",
    message: `Please call me back about offer ${index % 97}.`,
    "custom-company": `Company ${index % 1_000}`,
    "custom-budget": "",
    consent: "yes",
  }, visitorTextsFor("en"));
  if (!result.ok) throw new Error(`the bench submission is invalid: ${result.message}`);
  return {
    projectId: PROJECT,
    sourceKind: "page",
    sourceSlug: "home",
    sourcePath: "/",
    sectionId: CONTACT.id,
    fields: result.fields,
    searchText: searchTextOf(result.fields),
    idempotencyKey: `c-${randomBytes(12).toString("base64url")}`,
    addressHash: hashAddress(secret, `198.51.100.${index % 250}`),
    created: new Date(start + Math.floor(((index + 0.5) / LEADS) * (end - start))),
    spamReason: null, mail: false,
  };
}

async function seed(database: AppDatabase): Promise<{ seconds: number; leadsPerSecond: number }> {
  const { db } = database;
  const now = Date.now();
  const created = new Date(now);
  await db.insertInto("users").values({ id: OWNER.userId, name: "Bench", email: "bench@example.com", status: "active", photoUrl: null, roles: [], created, updated: created }).execute();
  await db.insertInto("partners").values({ id: OWNER.userId, displayName: "Bench", company: null, created, updated: created }).execute();
  const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
  await db.insertInto("projects").values({ id: PROJECT, ownerId: OWNER.userId, name: "Busy shop", primaryColor: "#1d4ed8", homePageId: "page1", settings, livePublicationId: null, lastPublishedAt: null, created, updated: created }).execute();
  await db.insertInto("pages").values({ id: "page1", projectId: PROJECT, slug: "home", title: "Home", position: 0, sections: [CONTACT], seo: {}, version: 1, created, updated: created }).execute();
  await db.insertInto("publications").values({ id: "pub1", projectId: PROJECT, number: 1, publishedBy: OWNER.userId, created }).execute();
  await db.updateTable("projects").set({ livePublicationId: "pub1", lastPublishedAt: created }).where("id", "=", PROJECT).execute();
  const content = contactSchema.parse(CONTACT.props);
  // The secret captureLead hashes addresses with (its module pulls in the section library).
  const secret = await installationSecret(db, "leads");

  // From the first midnight of the chart's 30 UTC days to now, so the chart shows every lead.
  const firstDay = Date.parse(`${lastDays(DAYS, created)[0]}T00:00:00Z`);
  const start = performance.now();
  const writer = leadWriterFor(database);
  for (let first = 0; first < LEADS; first += WRITE_CHUNK) {
    const chunk = Array.from({ length: Math.min(WRITE_CHUNK, LEADS - first) }, (_, offset) => submission(content, secret, first + offset, firstDay, now));
    await Promise.all(chunk.map((lead) => writer.write(lead)));
  }
  const leadSeconds = (performance.now() - start) / 1000;

  // Each click from a visitor of its own, spread over the chart's days: a click counts once per visitor, link and day.
  const clickSecret = await installationSecret(db, CONVERSION_SECRET_NAME);
  for (let first = 0; first < CONVERSIONS; first += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, offset) => {
        const click = first + offset;
        const app = click % 2 ? "whatsapp" : "telegram";
        const url = app === "whatsapp" ? "https://wa.me/15550000000" : "https://t.me/pagewright";
        return recordConversion(db, clickSecret, { projectId: PROJECT, url, app, visitor: { address: `visitor-${click}`, userAgent: "bench" }, now: new Date(now - (click % DAYS) * DAY_MS) });
      }),
    );
  }
  const views = new PageViewCounter(db, pino({ level: "silent" }));
  for (let day = 0; day < DAYS; day += 1) {
    for (let view = 0; view < VIEWS_PER_DAY; view += 1) views.count(PROJECT, ["", "home", "offer"][view % 3] ?? "", new Date(now - day * DAY_MS));
  }
  await views.flush();
  return { seconds: (performance.now() - start) / 1000, leadsPerSecond: LEADS / leadSeconds };
}

/** Records the SQL the product sends, so its plans can be shown next to the timings. */
function queryRecorder(database: AppDatabase): KyselyPlugin & { queries: CompiledQuery[] } {
  return {
    queries: [],
    transformQuery(args) {
      this.queries.push(database.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

async function printPlans(database: AppDatabase, days: readonly string[]): Promise<void> {
  const recorder = queryRecorder(database);
  const recording = database.db.withPlugin(recorder);
  await getDailyLeads(recording, OWNER, { projectId: PROJECT, days });
  await getDailyConversions(recording, OWNER, { projectId: PROJECT, days });
  const explain = database.dialect === "sqlite" ? "explain query plan " : "explain ";
  console.log("\nPlans of the daily-count queries:\n");
  for (const query of recorder.queries.filter((compiled) => compiled.sql.includes("daily_"))) {
    const { rows } = await database.db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + query.sql, [...query.parameters]));
    console.log(`    ${query.sql}`);
    for (const row of rows) console.log(`      ${String(row.detail ?? Object.values(row)[0])}`);
  }
}

async function benchmark(label: string, database: AppDatabase): Promise<boolean> {
  const { db } = database;
  await migrateToLatest(database);
  const seeded = await seed(database);
  if (database.dialect === "postgres") await sql`analyze`.execute(db);

  /** What the overview loader asks for its activity chart: visits first (they give the days), then leads and clicks together. */
  const activity = async () => {
    const visits = await getDailyVisits(db, OWNER, { projectId: PROJECT });
    const days = visits.map((visit) => visit.day);
    const [leads, conversions] = await Promise.all([getDailyLeads(db, OWNER, { projectId: PROJECT, days }), getDailyConversions(db, OWNER, { projectId: PROJECT, days })]);
    return { visits, leads, conversions };
  };
  const shown = await activity();
  const total = (values: readonly { count: number }[]) => values.reduce((sum, value) => sum + value.count, 0);
  const reference = await measure("reference: select 1", RUNS, () => sql`select 1`.execute(db));
  const result = await measure("overview activity: visits, leads and clicks per day", RUNS, activity);
  const badge = await measure("for comparison, not part of the chart: the overview's new-leads count (countNewLeads)", 20, () => countNewLeads(db, OWNER, { projectId: PROJECT }));

  console.log(`\n### ${label}\n`);
  console.log(
    `Seeded ${LEADS.toLocaleString("en")} leads through the lead writer (${Math.round(seeded.leadsPerSecond).toLocaleString("en")} leads/s), ${CONVERSIONS.toLocaleString("en")} clicks and ${(VIEWS_PER_DAY * DAYS).toLocaleString("en")} page views in ${seeded.seconds.toFixed(0)} s. ` +
      `The chart shows ${total(shown.leads).toLocaleString("en")} leads, ${total(shown.conversions).toLocaleString("en")} clicks and ${total(shown.visits).toLocaleString("en")} visits. ${RUNS} timed runs after ${WARM_UP} warm-up runs.\n`,
  );
  console.log("| query | p50 ms | p95 ms | p50 / reference | p95 / reference |");
  console.log("|---|---:|---:|---:|---:|");
  for (const figures of [reference, result, badge]) {
    console.log(`| ${figures.name} | ${figures.p50.toFixed(3)} | ${figures.p95.toFixed(3)} | ${(figures.p50 / reference.p50).toFixed(1)} | ${(figures.p95 / reference.p95).toFixed(1)} |`);
  }
  await printPlans(database, shown.visits.map((visit) => visit.day));
  const passed = result.p95 < TARGET_P95_MS;
  console.log(passed ? `\nThe activity chart's p95 is under ${TARGET_P95_MS} ms.` : `\nThe activity chart's p95 misses the ${TARGET_P95_MS} ms target.`);
  return passed;
}

await runOnBothDatabases(benchmark);
