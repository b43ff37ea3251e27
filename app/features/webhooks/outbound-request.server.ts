import dns, { type LookupAddress, type LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import ipaddr from "ipaddr.js";
import { ENDPOINT_LANES, ENDPOINT_PARALLEL, RESPONSE_READ_BYTES, RESPONSE_SNIPPET_CHARS, REQUEST_TIMEOUT_MS } from "./webhook-rules";

/** What the installation allows outbound requests to reach (docs/security.md#outbound-requests). */
export type OutboundPolicy = {
  /** WEBHOOK_ALLOW_HTTP=1: plain http targets, for receivers on a private network. */
  allowHttp: boolean;
  /** WEBHOOK_ALLOW_PRIVATE=1: private, loopback and other non-public addresses; tests and closed networks. */
  allowPrivate: boolean;
  /** WEBHOOK_CA_FILE: extra certificate authorities trusted besides the public ones. */
  extraCa: string[];
};

export type OutboundAnswer = { statusCode: number | null; snippet: string | null; error: string | null; durationMs: number };

class RefusedTarget extends Error {
  override name = "RefusedTarget";
}

/** Why an address may not be reached, or null for a public unicast address. IPv4 written as IPv6 is judged as IPv4. */
export function refusedAddressReason(address: string): string | null {
  if (!ipaddr.isValid(address)) return "not an IP address";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  // Only public unicast passes: private, loopback, link-local (cloud metadata), CGNAT, multicast,
  // unspecified, reserved and the IPv6 tunnelling ranges that can carry any of them all stay out.
  return range === "unicast" ? null : `${address} is a ${range} address`;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup of every outbound connection: it refuses names that resolve to a refused
 * address at connect time, so a name that changes its answer after the URL was checked (DNS
 * rebinding) cannot reach one either.
 */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.map((entry) => refusedAddressReason(entry.address)).find((reason) => reason !== null);
    if (refused) return callback(new RefusedTarget(`Refused: ${hostname} resolves to a non-public address (${refused})`), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), []);
    callback(null, first.address, first.family);
  });
}

type Agents = { http: http.Agent; https: https.Agent };
const agentsByPolicy = new WeakMap<OutboundPolicy, Agents>();

/**
 * One pair of keep-alive agents per policy: a receiver that gets many leads reuses its
 * connection instead of paying a TLS handshake each time, and the trusted roots are read once.
 * The lookup runs for every new connection, which is where the address is checked.
 */
function agentsFor(policy: OutboundPolicy): Agents {
  let agents = agentsByPolicy.get(policy);
  if (!agents) {
    const lookup = policy.allowPrivate ? {} : { lookup: guardedLookup as unknown as https.AgentOptions["lookup"] };
    // As many sockets per host as the worker sends at once: receivers that share a host (every
    // Zapier hook is on hooks.zapier.com) must not queue behind one that hangs.
    const shared = { keepAlive: true, maxSockets: ENDPOINT_LANES * ENDPOINT_PARALLEL, ...lookup };
    const secureContext = policy.extraCa.length > 0 ? { secureContext: tls.createSecureContext({ ca: [...tls.rootCertificates, ...policy.extraCa] }) } : {};
    agents = { http: new http.Agent(shared), https: new https.Agent({ ...shared, ...secureContext }) };
    agentsByPolicy.set(policy, agents);
  }
  return agents;
}

/** Whether a URL may be a webhook target at all, before any connection: scheme and literal addresses. */
export function refusedUrlReason(url: URL, policy: OutboundPolicy): string | null {
  if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowHttp)) return "The URL must start with https://.";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (policy.allowPrivate) return null;
  if (net.isIP(host)) return refusedAddressReason(host) ? "This address is on a private or local network, which webhooks may not reach." : null;
  if (host === "localhost" || host.endsWith(".localhost")) return "This address is on a private or local network, which webhooks may not reach.";
  return null;
}

/**
 * POSTs one body and reads at most a few KiB of the answer. Redirects are not followed (a 3xx
 * is a failed attempt), the whole exchange has one deadline, and the target is checked again at
 * connect time.
 */
export function postOutbound(url: URL, headers: Record<string, string>, body: string, policy: OutboundPolicy, timeoutMs = REQUEST_TIMEOUT_MS): Promise<OutboundAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = refusedUrlReason(url, policy);
  if (refused) return Promise.resolve({ statusCode: null, snippet: null, error: refused, durationMs: 0 });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<OutboundAnswer, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...answer, durationMs: elapsed() });
    };
    const options: https.RequestOptions = {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "user-agent": "Pagewright-Webhooks/1" },
      agent: url.protocol === "https:" ? agentsFor(policy).https : agentsFor(policy).http,
    };
    const request = (url.protocol === "https:" ? https : http).request(url, options, (response) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => finish({ statusCode: response.statusCode ?? null, snippet: Buffer.concat(chunks).toString("utf8").slice(0, RESPONSE_SNIPPET_CHARS), error: null });
      response.on("data", (chunk: Buffer) => {
        if (read >= RESPONSE_READ_BYTES) return;
        chunks.push(chunk.subarray(0, RESPONSE_READ_BYTES - read));
        read += chunk.length;
        // Enough read: the rest of a large answer is not our business.
        if (read >= RESPONSE_READ_BYTES) {
          done();
          response.destroy();
        }
      });
      response.on("end", done);
      response.on("error", done);
    });
    const deadline = setTimeout(() => {
      finish({ statusCode: null, snippet: null, error: `No answer within ${timeoutMs / 1000} s` });
      request.destroy();
    }, timeoutMs);
    request.on("error", (error: Error) => finish({ statusCode: null, snippet: null, error: error instanceof RefusedTarget ? error.message : `Could not connect: ${error.message}` }));
    request.end(body);
  });
}

export type FetchedBody = { ok: true; contentType: string; bytes: Buffer } | { ok: false; error: string };

/**
 * GETs a document under the same rules as a webhook's POST (scheme, literal and resolved
 * addresses checked at connect time, no redirects, one deadline), reading at most `maxBytes`:
 * a larger answer is refused without reading the rest. Used for images an agent names by URL.
 */
export function fetchOutbound(url: URL, policy: OutboundPolicy, maxBytes: number, timeoutMs = REQUEST_TIMEOUT_MS): Promise<FetchedBody> {
  const refused = refusedUrlReason(url, policy);
  if (refused) return Promise.resolve({ ok: false, error: refused });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: FetchedBody) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(answer);
    };
    const tooLarge = { ok: false as const, error: `The file is larger than ${maxBytes} bytes.` };
    const options: https.RequestOptions = { method: "GET", headers: { accept: "image/*", "user-agent": "Pagewright-Images/1" }, agent: url.protocol === "https:" ? agentsFor(policy).https : agentsFor(policy).http };
    const request = (url.protocol === "https:" ? https : http).request(url, options, (response) => {
      const status = response.statusCode ?? 0;
      if (status !== 200) {
        response.destroy();
        return finish({ ok: false, error: status >= 300 && status < 400 ? `The address answered with a redirect (${status}); give the image's own address.` : `The address answered ${status}, not the image.` });
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        response.destroy();
        return finish(tooLarge);
      }
      const chunks: Buffer[] = [];
      let read = 0;
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > maxBytes) {
          response.destroy();
          return finish(tooLarge);
        }
        chunks.push(chunk);
      });
      response.on("end", () => finish({ ok: true, contentType: String(response.headers["content-type"] ?? ""), bytes: Buffer.concat(chunks) }));
      response.on("error", (error: Error) => finish({ ok: false, error: `Could not read the image: ${error.message}` }));
    });
    const deadline = setTimeout(() => {
      finish({ ok: false, error: `No answer within ${timeoutMs / 1000} s` });
      request.destroy();
    }, timeoutMs);
    request.on("error", (error: Error) => finish({ ok: false, error: error instanceof RefusedTarget ? error.message : `Could not connect: ${error.message}` }));
    request.end();
  });
}
