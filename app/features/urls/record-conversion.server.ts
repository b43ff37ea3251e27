import { createHmac } from "node:crypto";
import type { Db } from "~/access/project-access.server";
import type { MessagingApp } from "~/lib/messaging-links";

export type ConversionVisitor = { address: string; userAgent: string };

export type ConversionInput = { projectId: string; url: string; app: MessagingApp; visitor: ConversionVisitor; now: Date };

/**
 * Who a visitor is for counting, without keeping who they are: a keyed hash of the day, their
 * address and browser, and the link. It changes every day and cannot be turned back into an
 * address without the installation's secret.
 */
function visitorKey(secret: Buffer, day: string, input: ConversionInput): string {
  return createHmac("sha256", secret)
    .update(["conversion-visitor", day, input.visitor.address, input.visitor.userAgent, input.projectId, input.url].join("\n"))
    .digest("base64url");
}

/**
 * Counts a click on a live messaging link as a `conversion` analytics event (beside leads), at most
 * once per visitor, link and UTC day, so repeated clicks or a replaying script count once.
 * Answers whether this click was counted.
 */
export async function recordConversion(db: Db, secret: Buffer, input: ConversionInput): Promise<boolean> {
  const day = input.now.toISOString().slice(0, 10);
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto("conversionVisitors")
      .values({ day, visitorKey: visitorKey(secret, day, input) })
      .onConflict((conflict) => conflict.columns(["day", "visitorKey"]).doNothing())
      .executeTakeFirst();
    if (Number(seen.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    // Keys of past days can never match again.
    await trx.deleteFrom("conversionVisitors").where("day", "<", day).execute();
    await trx
      .insertInto("analyticsEvents")
      .values({ name: "conversion", params: { channel: input.app }, userId: null, projectId: input.projectId, occurredAt: input.now })
      .execute();
    return true;
  });
}
