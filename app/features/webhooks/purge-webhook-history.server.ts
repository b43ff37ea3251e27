import type { Db } from "~/access/project-access.server";

/** How long a finished delivery stays in the delivery log after its last attempt (docs/product.md#webhooks). */
export const DELIVERY_HISTORY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops delivered and failed deliveries, with their attempts, that nobody has sent for 30 days.
 * A waiting delivery is never dropped, whatever its age: it still has a lead to deliver. The lead
 * itself stays in the inbox; only the record of sending it goes. Returns how many deliveries went.
 */
export async function purgeWebhookHistory(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERY_HISTORY_DAYS * DAY_MS);
  return db.transaction().execute(async (trx) => {
    const finished = await trx
      .selectFrom("webhookDeliveries as d")
      .select("d.id")
      .where("d.state", "in", ["delivered", "failed"])
      .where("d.created", "<", before)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom("webhookAttempts as a").select("a.id").whereRef("a.deliveryId", "=", "d.id").where("a.startedAt", ">=", before))))
      .execute();
    const ids = finished.map((delivery) => delivery.id);
    let purged = 0;
    for (let start = 0; start < ids.length; start += 500) {
      const batch = ids.slice(start, start + 500);
      await trx.deleteFrom("webhookAttempts").where("deliveryId", "in", batch).execute();
      // Checked again in the delete: a "Send again" on another node may have made it wait meanwhile.
      const [deleted] = await trx.deleteFrom("webhookDeliveries").where("id", "in", batch).where("state", "in", ["delivered", "failed"]).execute();
      purged += Number(deleted?.numDeletedRows ?? 0);
    }
    return purged;
  });
}
