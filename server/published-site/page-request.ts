import { isbot } from "isbot";
import type { IncomingMessage } from "node:http";
import { firstHeader, listHeader, RecentAnswers } from "../raw-headers";

export type Encoding = "br" | "gzip" | null;

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else the raw body. */
export function chooseEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

// Clients send a handful of Accept-Encoding and User-Agent values: each is parsed or tested once,
// not once a request (docs/benchmarks.md#where-the-time-went). Both stay small whatever is sent.
const encodings = new RecentAnswers<Encoding>(256, chooseEncoding);
const bots = new RecentAnswers<boolean>(4_096, isbot);

export function encodingFor(acceptEncoding: string | undefined): Encoding {
  return acceptEncoding ? encodings.of(acceptEncoding) : null;
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/**
 * What the hot path reads of a request, once per request, from `rawHeaders` with `request.headers`'
 * rules for repeats: the page-view count and the A/B variant choice share it (decision 0030).
 */
export type PageRequest = { acceptEncoding: string | undefined; ifNoneMatch: string | undefined; userAgent: string; prefetch: boolean; bot: boolean };

export function pageRequestOf(request: IncomingMessage): PageRequest {
  const raw = request.rawHeaders;
  const purpose = firstHeader(raw, "sec-purpose") ?? firstHeader(raw, "purpose") ?? firstHeader(raw, "x-moz");
  const userAgent = firstHeader(raw, "user-agent") ?? "";
  return {
    acceptEncoding: listHeader(raw, "accept-encoding"),
    ifNoneMatch: listHeader(raw, "if-none-match"),
    userAgent,
    prefetch: purpose !== undefined && purpose.toLowerCase().includes("prefetch"),
    bot: bots.of(userAgent),
  };
}
