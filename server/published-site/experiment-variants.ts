import type { IncomingMessage } from "node:http";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Logger } from "pino";
import { assignVariant, daySalt, EXPERIMENT_SECRET_NAME } from "../../app/lib/experiment-assignment.server";
import { EXPERIMENTS_DOCUMENT_PATH, parseExperimentsDocument, variantDocumentPath, type PublishedExperiment } from "../../app/lib/published-experiments";
import { installationSecret } from "../../db/installation-secrets";
import type { Database } from "../../db/schema";
import type { Documents } from "./site-documents";
import type { PageRequest } from "./page-request";

/**
 * A page under test differs by visitor, which no request header names: shared caches must not
 * keep it, the visitor's browser may and revalidates it by its ETag (decision 0030).
 */
export const UNDER_TEST_CACHE_CONTROL = "private, no-cache";

const FLUSH_INTERVAL_MS = 5_000;
/** Visitors remembered per day to count each once; past it (an attack more than traffic) every view counts. */
const SEEN_LIMIT = 500_000;

/** The day's visitors, by experiment and address, then by User-Agent (the string the request already hashed for the bot check). */
type Today = { day: string; endsAt: number; salt: Buffer; seen: Map<string, Map<string, string>>; seenCount: number };
const DAY_MS = 24 * 60 * 60 * 1000;
export type ExperimentChoice = { key: string; underTest: boolean };

export type ExperimentVariantsOptions = { db: Kysely<Database>; logger: Logger; addressOf: (request: IncomingMessage) => string };

/**
 * Chooses the variant of a page under an A/B test for each visitor, in the fast path, and counts
 * each variant's visitors once per day in batches (one upsert per variant and day), as page views
 * are counted. Bots and prefetches get the control and are not counted.
 */
export class ExperimentVariants {
  readonly #byDocuments = new WeakMap<Documents, Map<string, PublishedExperiment>>();
  readonly #visitors = new Map<string, number>();
  #today: Today = { day: "", endsAt: 0, salt: Buffer.alloc(0), seen: new Map(), seenCount: 0 };
  #secret: Buffer | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ExperimentVariantsOptions) {}

  async start(): Promise<void> {
    this.#secret = await installationSecret(this.options.db, EXPERIMENT_SECRET_NAME);
    this.#timer ??= setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.#timer.unref();
  }

  /** The document key to serve for `key` to this visitor: a variant's while its page is under test. */
  choose(documents: Documents, key: string, request: IncomingMessage, asked: Pick<PageRequest, "userAgent" | "prefetch" | "bot">): ExperimentChoice {
    if (!documents.has(EXPERIMENTS_DOCUMENT_PATH)) return { key, underTest: false };
    const experiment = this.#experimentsOf(documents).get(key);
    if (!experiment || !this.#secret) return { key, underTest: false };
    const { userAgent } = asked;
    if (asked.prefetch || asked.bot) return { key, underTest: true };
    const today = this.#todayAt(Date.now(), this.#secret);
    const address = this.options.addressOf(request);
    // The day's visitors keep their variant in memory: a returning visitor costs a lookup, not a hash.
    const place = `${experiment.id}\n${address}`;
    let label = today.seen.get(place)?.get(userAgent);
    if (label === undefined) {
      label = assignVariant(today.salt, experiment.id, { address, userAgent }, experiment.variants);
      if (request.method === "GET") {
        if (today.seenCount < SEEN_LIMIT) this.#remember(today, place, userAgent, label);
        this.#countVisitor(experiment.id, label, today.day);
      }
    }
    const variantKey = variantDocumentPath(key, label);
    return { key: documents.has(variantKey) ? variantKey : key, underTest: true };
  }

  #experimentsOf(documents: Documents): Map<string, PublishedExperiment> {
    let byPath = this.#byDocuments.get(documents);
    if (!byPath) {
      byPath = new Map();
      const text = documents.get(EXPERIMENTS_DOCUMENT_PATH)?.body.toString("utf8") ?? "[]";
      for (const experiment of parseExperimentsDocument(text)) for (const path of experiment.paths) byPath.set(path, experiment);
      this.#byDocuments.set(documents, byPath);
    }
    return byPath;
  }

  /** Today's salt and visitors, started afresh at midnight UTC: the visitors of a day die with it (and with the process), never written. */
  #todayAt(now: number, secret: Buffer): Today {
    if (now >= this.#today.endsAt || now < this.#today.endsAt - DAY_MS) {
      const day = new Date(now).toISOString().slice(0, 10);
      this.#today = { day, endsAt: Date.parse(`${day}T00:00:00Z`) + DAY_MS, salt: daySalt(secret, day), seen: new Map(), seenCount: 0 };
    }
    return this.#today;
  }

  #remember(today: Today, place: string, userAgent: string, label: string): void {
    let byUserAgent = today.seen.get(place);
    if (!byUserAgent) {
      byUserAgent = new Map();
      today.seen.set(place, byUserAgent);
    }
    byUserAgent.set(userAgent, label);
    today.seenCount += 1;
  }

  #countVisitor(experimentId: string, label: string, day: string): void {
    const key = `${experimentId}\u0000${label}\u0000${day}`;
    this.#visitors.set(key, (this.#visitors.get(key) ?? 0) + 1);
  }

  async flush(): Promise<void> {
    if (this.#visitors.size === 0) return;
    const rows = [...this.#visitors].map(([key, visitors]) => {
      const [experimentId = "", label = "", day = ""] = key.split("\u0000");
      return { experimentId, label, day, visitors, conversions: 0 };
    });
    this.#visitors.clear();
    const upsert = (values: typeof rows) =>
      this.options.db
        .insertInto("experimentDailyCounts")
        .values(values)
        .onConflict((conflict) => conflict.columns(["experimentId", "label", "day"]).doUpdateSet({ visitors: sql`experiment_daily_counts.visitors + excluded.visitors` }))
        .execute();
    try {
      await upsert(rows);
    } catch (error) {
      // An experiment deleted since its visitors were counted fails the batch; count the rest one by one.
      this.options.logger.warn({ err: error }, "experiment visitor batch failed, retrying row by row");
      for (const row of rows) await upsert([row]).catch(() => undefined);
    }
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }
}
