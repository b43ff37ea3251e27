import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../../db/schema";

const FLUSH_INTERVAL_MS = 5_000;

/**
 * Counts page views in memory and writes them in batches (one upsert per page and day), so a
 * busy page costs no database write per request. Flushed on a timer and at shutdown.
 */
export class PageViewCounter {
  readonly #counts = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.#timer.unref();
  }

  count(projectId: string, path: string, at = new Date()): void {
    const key = `${projectId}\u0000${path}\u0000${at.toISOString().slice(0, 10)}`;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
  }

  async flush(): Promise<void> {
    if (this.#counts.size === 0) return;
    const batch = [...this.#counts];
    this.#counts.clear();
    const rows = batch.map(([key, views]) => {
      const [projectId = "", path = "", day = ""] = key.split("\u0000");
      return { projectId, path, day, views };
    });
    try {
      await this.db
        .insertInto("pageViews")
        .values(rows)
        .onConflict((conflict) => conflict.columns(["projectId", "day", "path"]).doUpdateSet({ views: sql`page_views.views + excluded.views` }))
        .execute();
    } catch (error) {
      // A project deleted since the view was counted fails the batch; count the rest one by one.
      this.logger.warn({ err: error }, "page view batch failed, retrying row by row");
      for (const row of rows) {
        await this.db
          .insertInto("pageViews")
          .values(row)
          .onConflict((conflict) => conflict.columns(["projectId", "day", "path"]).doUpdateSet({ views: sql`page_views.views + excluded.views` }))
          .execute()
          .catch(() => undefined);
      }
    }
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }
}
