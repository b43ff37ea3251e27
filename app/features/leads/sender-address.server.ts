import { createHmac } from "node:crypto";
import { addressKey } from "~/lib/address-key.server";

/** A keyed hash of the address, so leads from one sender can be linked without keeping the address. */
export function hashAddress(secret: Buffer, address: string): string {
  return createHmac("sha256", secret).update(`address:${addressKey(address)}`).digest("base64url").slice(0, 32);
}
