import { isbot } from "isbot";
import type { IncomingMessage } from "node:http";
import { isHeaderNamed, RecentAnswers } from "../raw-headers";

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

export function pageRequestOf(request: Pick<IncomingMessage, "rawHeaders">): PageRequest {
  // One pass over the headers for the six the hot path reads (docs/benchmarks.md#where-the-time-went).
  const raw = request.rawHeaders;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  let userAgent: string | undefined;
  let secPurpose: string | undefined;
  let purpose: string | undefined;
  let mozilla: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] ?? "";
    const value = raw[index + 1] ?? "";
    switch (name.length) {
      case 15:
        if (isHeaderNamed(name, "accept-encoding")) acceptEncoding = acceptEncoding === undefined ? value : `${acceptEncoding}, ${value}`;
        break;
      case 13:
        if (isHeaderNamed(name, "if-none-match")) ifNoneMatch = ifNoneMatch === undefined ? value : `${ifNoneMatch}, ${value}`;
        break;
      case 10:
        if (userAgent === undefined && isHeaderNamed(name, "user-agent")) userAgent = value;
        break;
      case 11:
        if (secPurpose === undefined && isHeaderNamed(name, "sec-purpose")) secPurpose = value;
        break;
      case 7:
        if (purpose === undefined && isHeaderNamed(name, "purpose")) purpose = value;
        break;
      case 5:
        if (mozilla === undefined && isHeaderNamed(name, "x-moz")) mozilla = value;
        break;
    }
  }
  const prefetchHint = secPurpose ?? purpose ?? mozilla;
  return {
    acceptEncoding,
    ifNoneMatch,
    userAgent: userAgent ?? "",
    prefetch: prefetchHint !== undefined && prefetchHint.toLowerCase().includes("prefetch"),
    bot: bots.of(userAgent ?? ""),
  };
}
