import type { Db } from "~/access/project-access.server";
import type { MessagingApp } from "~/lib/messaging-links";
import { countOncePerVisitorADay, dailyVisitorKey } from "./count-once-per-visitor-a-day.server";

export type ConversionVisitor = { address: string; userAgent: string };

export type ConversionInput = { projectId: string; url: string; app: MessagingApp; visitor: ConversionVisitor; now: Date };

/**
 * Counts a click on a live messaging link as a `conversion` analytics event (beside leads), at most
 * once per visitor, link and UTC day, so repeated clicks or a replaying script count once.
 * Answers whether this click was counted.
 */
export async function recordConversion(db: Db, secret: Buffer, input: ConversionInput): Promise<boolean> {
  const day = input.now.toISOString().slice(0, 10);
  const visitorKey = dailyVisitorKey(secret, day, input.visitor, "conversion-visitor", input.projectId, input.url);
  return countOncePerVisitorADay(db, day, visitorKey, async (trx) => {
    await trx
      .insertInto("analyticsEvents")
      .values({ name: "conversion", params: { channel: input.app }, userId: null, projectId: input.projectId, occurredAt: input.now })
      .execute();
  });
}
