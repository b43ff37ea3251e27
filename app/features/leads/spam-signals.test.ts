import { expect, it } from "vitest";
import { checkFillTimeToken, issueFillTimeToken, MIN_FILL_MS } from "./fill-time-token.server";
import { addressKey } from "~/lib/address-key.server";
import { hashAddress } from "./sender-address.server";

const secret = Buffer.alloc(32, 7);

it("a start-time token is ok once the minimum fill time passed, too fast before, invalid when forged and stale when over a day old", () => {
  const issued = 1_700_000_000_000;
  const token = issueFillTimeToken(secret, issued);
  expect(checkFillTimeToken(secret, token, issued + MIN_FILL_MS)).toBe("ok");
  expect(checkFillTimeToken(secret, token, issued + 1_000)).toBe("too-fast");
  expect(checkFillTimeToken(Buffer.alloc(32, 8), token, issued + MIN_FILL_MS)).toBe("invalid");
  expect(checkFillTimeToken(secret, token.replace(/^[0-9a-z]+/, (issuedAt) => (Number.parseInt(issuedAt, 36) - 60_000).toString(36)), issued + MIN_FILL_MS)).toBe("invalid");
  expect(checkFillTimeToken(secret, token, issued + 2 * 24 * 60 * 60 * 1000)).toBe("stale");
  expect(checkFillTimeToken(secret, "", issued)).toBe("absent");
  expect(checkFillTimeToken(secret, "garbage", issued)).toBe("invalid");
});

it("addresses are hashed with the secret, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64", () => {
  expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(addressKey("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
  expect(addressKey("2001:db8:0:1:bbbb:cccc:dddd:eeee")).toBe("2001:db8:0:1::/64");
  expect(hashAddress(secret, "203.0.113.7")).toBe(hashAddress(secret, "::ffff:203.0.113.7"));
  expect(hashAddress(secret, "203.0.113.7")).not.toBe(hashAddress(Buffer.alloc(32, 1), "203.0.113.7"));
  expect(hashAddress(secret, "203.0.113.7")).not.toContain("203");
});
