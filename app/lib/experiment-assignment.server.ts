import { createHmac } from "node:crypto";
import { addressKey } from "./address-key.server";

/** The name of the installation secret (`db/installation-secrets.ts`) the daily assignment salts derive from. */
export const EXPERIMENT_SECRET_NAME = "experiment-assignment";

export type SplitVariant = { label: string; weight: number };
export type Visitor = { address: string; userAgent: string };

/**
 * The salt of one UTC day: derived from the installation's secret, so every node agrees on it
 * without storing it, and a new one each day, so yesterday's assignment tells nothing about
 * today's visitor (decision 0030, the same privacy model as counting clicks: no cookie, nothing
 * stored about the visitor).
 */
export function daySalt(secret: Buffer, day: string): Buffer {
  return createHmac("sha256", secret).update(`experiment-day\n${day}`).digest();
}

/**
 * The variant a visitor sees today: a keyed hash of the experiment, the visitor's address (IPv6
 * by its /64, which one household keeps while its addresses rotate) and user agent, read as a
 * point in [0, 1) and placed on the split's cumulative weights. Keyed by the experiment too, so
 * two experiments of a site split their visitors independently.
 */
export function assignVariant(salt: Buffer, experimentId: string, visitor: Visitor, variants: readonly SplitVariant[]): string {
  const digest = createHmac("sha256", salt).update(`${experimentId}\n${addressKey(visitor.address)}\n${visitor.userAgent}`).digest();
  const point = digest.readUIntBE(0, 6) / 2 ** 48;
  const total = variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  let reached = 0;
  for (const variant of variants) {
    reached += Math.max(0, variant.weight) / total;
    if (point < reached) return variant.label;
  }
  return variants[0]?.label ?? "A";
}
