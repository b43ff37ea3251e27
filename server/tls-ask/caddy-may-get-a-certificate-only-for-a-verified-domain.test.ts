import { afterEach, describe, expect, it } from "vitest";
import type { DomainState } from "../../db/project-domains-table";
import { testDialects } from "../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../testing/browser-like-client";
import { rawRequest, type RawAnswer } from "../testing/raw-request";
import { startTestServer, type TestServer } from "../testing/test-server";
import { addDomain, addProject } from "../testing/domain-rows";
import { startLoopbackDnsServer, type LoopbackDnsServer, type ZoneRecord } from "../../app/features/domains/testing/loopback-dns-server";
import { removeDomain } from "../../app/features/domains/remove-domain.server";

// This installation as the DNS records name it (docs/product.md#custom-domains).
const PUBLIC_HOSTNAME = "sites.pagewright.test";
const PUBLIC_IP = "203.0.113.7";
const here: ZoneRecord[] = [{ type: "A", address: PUBLIC_IP }];
const aliasHere: ZoneRecord[] = [{ type: "CNAME", domain: PUBLIC_HOSTNAME }];

function ask(server: TestServer, query: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  return rawRequest(`${server.url.replace("localhost", "127.0.0.1")}/api/tls-ask${query}`, { method, headers });
}

describe.each(testDialects())("Caddy's certificate question on %s", (dialect) => {
  let server: TestServer | undefined;
  let dns: LoopbackDnsServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await dns?.close();
    dns = undefined;
  });

  /** The server with `domains` in their states, asking a DNS server on loopback whose records are `zone` (every name pointing here unless given). */
  async function serverWithDomains(domains: Array<[string, DomainState]>, env: Record<string, string> = {}, zone: Record<string, ZoneRecord[]> = {}): Promise<TestServer> {
    dns = await startLoopbackDnsServer();
    dns.zone.set(PUBLIC_HOSTNAME, here);
    for (const [host] of domains) {
      dns.zone.set(host, here);
      dns.zone.set(host.startsWith("www.") ? host.slice(4) : `www.${host}`, aliasHere);
    }
    for (const [name, records] of Object.entries(zone)) dns.zone.set(name, records);
    server = await startTestServer(dialect, { DNS_RESOLVER: dns.address, PUBLIC_HOSTNAME, PUBLIC_IPS: PUBLIC_IP, ...env });
    await addProject(server.database, "crumbandco");
    for (const [host, state] of domains) await addDomain(server.database, "crumbandco", host, state);
    return server;
  }

  it("answers 200 for a verified or active domain and its www twin, 404 for any other name", async () => {
    const running = await serverWithDomains(
      [
        ["crumb.test", "verified"],
        ["www.oven.test", "active"],
        ["xn--bcker-gra.test", "verified"],
        ["pending.test", "pending"],
        ["failed.test", "failed"],
      ],
      {},
      // Pointing here is not enough without a verified claim.
      { "evil.test": here, "shop.crumb.test": aliasHere, "www.www.crumb.test": aliasHere },
    );
    const statusOf = async (domain: string) => (await ask(running, `?domain=${encodeURIComponent(domain)}`)).status;
    expect(await statusOf("crumb.test")).toBe(200);
    expect(await statusOf("www.crumb.test")).toBe(200);
    expect(await statusOf("www.oven.test")).toBe(200);
    expect(await statusOf("oven.test")).toBe(200);
    // Caddy may pass the name as the client wrote it in the handshake.
    expect(await statusOf("Crumb.Test.")).toBe(200);
    expect(await statusOf("bäcker.test")).toBe(200);
    for (const refused of ["pending.test", "www.pending.test", "failed.test", "evil.test", "shop.crumb.test", "www.www.crumb.test"]) {
      expect(await statusOf(refused), refused).toBe(404);
    }
    const answer = await ask(running, "?domain=evil.test");
    expect(answer.body).toBe("Not a verified domain.");
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("answers 404 for a verified domain's www twin without DNS records, and for a verified name that points elsewhere", async () => {
    const running = await serverWithDomains([["crumb.test", "verified"], ["moved.test", "active"], ["shop.oven.test", "verified"]], {}, {
      "www.crumb.test": [],
      "moved.test": [{ type: "A", address: "198.51.100.9" }],
      "www.moved.test": [{ type: "CNAME", domain: "elsewhere.example" }],
      "shop.oven.test": [{ type: "CNAME", domain: "elsewhere.example" }],
    });
    dns?.zone.delete("www.crumb.test");
    const statusOf = async (domain: string) => (await ask(running, `?domain=${domain}`)).status;
    expect(await statusOf("crumb.test")).toBe(200);
    for (const refused of ["www.crumb.test", "moved.test", "www.moved.test", "shop.oven.test"]) expect(await statusOf(refused), refused).toBe(404);
  });

  it("remembers what DNS said, answers fast when DNS does not answer, and refuses a removed domain at once", async () => {
    const running = await serverWithDomains([["crumb.test", "verified"], ["oven.test", "verified"]]);
    expect((await ask(running, "?domain=www.crumb.test")).status).toBe(200);
    // Remembered: the next handshakes for the name wait for no DNS question.
    dns?.zone.delete("www.crumb.test");
    expect((await ask(running, "?domain=www.crumb.test")).status).toBe(200);

    if (dns) dns.silent = true;
    const started = Date.now();
    expect((await ask(running, "?domain=oven.test")).status).toBe(404);
    expect(Date.now() - started).toBeLessThan(3_000);
    if (dns) dns.silent = false;
    // An unanswered question is not remembered.
    expect((await ask(running, "?domain=oven.test")).status).toBe(200);

    const owner = { userId: "crumbandco-owner", isAdmin: false };
    const domain = await running.database.db.selectFrom("projectDomains").select("id").where("host", "=", "crumb.test").executeTakeFirstOrThrow();
    await removeDomain(running.database, owner, { projectId: "crumbandco", domainId: domain.id });
    for (const name of ["crumb.test", "www.crumb.test"]) expect((await ask(running, `?domain=${name}`)).status, name).toBe(404);
  });

  it("is answered whatever the Host, before the app and the published sites", async () => {
    const running = await serverWithDomains([["crumb.test", "verified"]]);
    for (const host of ["crumb.test", "127.0.0.1", "unknown.example"]) {
      expect((await ask(running, "?domain=crumb.test", { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it("refuses a missing or malformed domain with 400 and other methods with 405, and answers OPTIONS", async () => {
    const running = await serverWithDomains([["crumb.test", "verified"]]);
    expect(await ask(running, "")).toMatchObject({ status: 400, body: "The domain query parameter is required." });
    for (const malformed of ["crumb_test", "-crumb.test", "crumb..test", `${"a".repeat(64)}.test`, `${"abc.".repeat(64)}test`, "crumb.test/x", "*.crumb.test"]) {
      const answer = await ask(running, `?domain=${encodeURIComponent(malformed)}`);
      expect(answer, malformed).toMatchObject({ status: 400, body: "The domain query parameter is not a host name." });
    }
    const posted = await ask(running, "?domain=crumb.test", { method: "POST" });
    expect(posted).toMatchObject({ status: 405, body: "Method not allowed" });
    expect(posted.headers.allow).toBe("GET, HEAD, OPTIONS");
    const options = await ask(running, "?domain=crumb.test", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  it("looks like an address nothing answers to a peer TLS_ASK_FROM does not name, and to a request a proxy passed on", async () => {
    const elsewhere = await serverWithDomains([["crumb.test", "verified"]], { TLS_ASK_FROM: "10.0.0.2" });
    const fromLoopback = await ask(elsewhere, "?domain=crumb.test");
    expect(fromLoopback).toMatchObject({ status: 404, body: "Page not found: /api/tls-ask?domain=crumb.test" });
    await elsewhere.stop();

    // Caddy's own question comes straight from it; a visitor's request through it carries X-Forwarded-For.
    const local = await serverWithDomains([["crumb.test", "verified"]], { TRUST_PROXY: "loopback" });
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP"]) {
      const value = header === "Forwarded" ? "for=203.0.113.7" : "203.0.113.7";
      const answer = await ask(local, "?domain=crumb.test", { headers: { [header]: value } });
      expect(answer, header).toMatchObject({ status: 404, body: "Page not found: /api/tls-ask?domain=crumb.test" });
    }
    expect((await ask(local, "?domain=crumb.test")).status).toBe(200);
  });

  it("gives every identity the same answer: a session grants nothing, and no question changes a row", async () => {
    const running = await serverWithDomains([["crumb.test", "verified"]], { ADMIN_EMAILS: "root@example.com" });
    const accounts = { owner: "crumbandco-owner@example.com", other: "other@example.com", admin: "root@example.com", suspended: "gone@example.com" };
    const clients: Record<string, BrowserLikeClient> = { anonymous: new BrowserLikeClient(running.url) };
    for (const [who, email] of Object.entries(accounts)) {
      clients[who] = new BrowserLikeClient(running.url);
      await signInThroughLocalProvider(clients[who], { email, name: who });
    }
    await running.database.db.updateTable("users").set({ status: "suspended" }).where("email", "=", accounts.suspended).execute();
    const before = await running.database.db.selectFrom("projectDomains").selectAll().execute();
    for (const [who, client] of Object.entries(clients)) {
      expect((await client.request("/api/tls-ask?domain=crumb.test")).status, who).toBe(200);
      expect((await client.request("/api/tls-ask?domain=evil.test")).status, who).toBe(404);
      const proxied = await client.request("/api/tls-ask?domain=crumb.test", { headers: { "X-Forwarded-For": "203.0.113.7" } });
      expect(proxied.status, who).toBe(404);
    }
    expect(await running.database.db.selectFrom("projectDomains").selectAll().execute()).toEqual(before);
  });

  it("answers 429 with Retry-After over TLS_ASK_LIMIT_PER_MINUTE", async () => {
    const running = await serverWithDomains([["crumb.test", "verified"]], { TLS_ASK_LIMIT_PER_MINUTE: "2" });
    expect((await ask(running, "?domain=crumb.test")).status).toBe(200);
    expect((await ask(running, "?domain=www.crumb.test")).status).toBe(200);
    const refused = await ask(running, "?domain=crumb.test");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
  });
});
