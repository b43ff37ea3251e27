import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";

const FLUSH_INTERVAL_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
// Rows per statement: 4,000 bound values, far below SQLite's 32,766 and PostgreSQL's 65,535.
export const FLUSH_BATCH_ROWS = 1_000;

type PageViewRow = { projectId: string; path: string; day: string; views: number };

/** Views by day, project and page: counting a view allocates nothing (docs/benchmarks.md#where-the-time-went). */
type Counts = Map<string, Map<string, Map<string, number>>>;

/**
 * Counts page views in memory and writes them in batches (one upsert per page and day), so a
 * busy page costs no database write per request. Flushed on a timer and at shutdown.
 */
export class PageViewCounter {
  #counts: Counts = new Map();
  #viewsOfDay = new Map<string, Map<string, number>>();
  #dayEnds = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.#timer.unref();
  }

  count(projectId: string, path: string, at?: Date): void {
    const now = at ? at.getTime() : Date.now();
    // The day (UTC) is formatted once a day, not once a view.
    const views = now >= this.#dayEnds || now < this.#dayEnds - DAY_MS ? this.#startDay(now) : this.#viewsOfDay;
    let pages = views.get(projectId);
    if (!pages) {
      pages = new Map();
      views.set(projectId, pages);
    }
    pages.set(path, (pages.get(path) ?? 0) + 1);
  }

  #startDay(now: number): Map<string, Map<string, number>> {
    this.#dayEnds = now - (now % DAY_MS) + DAY_MS;
    const day = new Date(now).toISOString().slice(0, 10);
    let views = this.#counts.get(day);
    if (!views) {
      views = new Map();
      this.#counts.set(day, views);
    }
    this.#viewsOfDay = views;
    return views;
  }

  async flush(): Promise<void> {
    if (this.#counts.size === 0) return;
    const batch = this.#counts;
    this.#counts = new Map();
    this.#dayEnds = 0;
    const rows: PageViewRow[] = [...batch].flatMap(([day, views]) => [...views].flatMap(([projectId, pages]) => [...pages].map(([path, count]) => ({ projectId, path, day, views: count }))));
    // Batches stay under SQLite's limit of bound values per statement (four a row), however many pages were viewed.
    for (let start = 0; start < rows.length; start += FLUSH_BATCH_ROWS) await this.#write(rows.slice(start, start + FLUSH_BATCH_ROWS));
  }

  async #write(rows: PageViewRow[]): Promise<void> {
    const upsert = (values: PageViewRow | PageViewRow[]) =>
      this.db
        .insertInto("pageViews")
        .values(values)
        .onConflict((conflict) => conflict.columns(["projectId", "day", "path"]).doUpdateSet({ views: sql`page_views.views + excluded.views` }))
        .execute();
    try {
      await upsert(rows);
    } catch (error) {
      // A project deleted since the view was counted fails the batch; count the rest one by one.
      this.logger.warn({ err: error }, "page view batch failed, retrying row by row");
      for (const row of rows) await upsert(row).catch(() => undefined);
    }
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }
}
