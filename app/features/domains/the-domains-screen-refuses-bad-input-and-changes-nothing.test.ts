import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-result";
import { DOMAIN_NAME_MESSAGES } from "~/lib/domain-name";
import { DOMAIN_MESSAGES } from "./domain-rules.server";
import { startLoopbackDnsServer, type LoopbackDnsServer } from "./testing/loopback-dns-server";

const SCREEN = "/project/shop/settings/domains";

/** What React puts in the page for a text: quotes and ampersands escaped. */
const inHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describe.each(testDialects())("the domains screen over HTTP on %s", (dialect) => {
  let server: TestServer;
  let dns: LoopbackDnsServer;
  let owner: BrowserLikeClient;
  let rival: BrowserLikeClient;
  const db = () => server.database.db;
  const rows = () => db().selectFrom("projectDomains").selectAll().orderBy("id").execute();
  const post = (client: BrowserLikeClient, body: Record<string, string>, path = SCREEN) => client.request(path, { method: "POST", body: new URLSearchParams(body) });

  beforeAll(async () => {
    dns = await startLoopbackDnsServer();
    server = await startTestServer(dialect, { DNS_RESOLVER: dns.address });
    owner = new BrowserLikeClient(server.url);
    rival = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(rival, { email: "rival@example.com", name: "Rival" });
    for (const [client, id] of [[owner, "shop"], [rival, "rival"]] as const) {
      expect((await post(client, { intent: "create-project", name: id, id, start: "starter" }, "/?index")).status).toBe(303);
    }
  });
  afterAll(async () => {
    await server.stop();
    await dns.close();
  });

  it.each([
    ["crumb.test:8080", DOMAIN_NAME_MESSAGES.port],
    ["*.crumb.test", DOMAIN_NAME_MESSAGES.wildcard],
    ["192.0.2.1", DOMAIN_NAME_MESSAGES.ipAddress],
    ["localhost", DOMAIN_NAME_MESSAGES.localhost],
    ["localhost:" + "1", DOMAIN_NAME_MESSAGES.port],
    ["crumb", DOMAIN_NAME_MESSAGES.singleLabel],
    [`${"a".repeat(64)}.test`, DOMAIN_NAME_MESSAGES.labelTooLong],
    ["", DOMAIN_NAME_MESSAGES.empty],
  ])("adding %j answers 400 with the message beside the field and adds nothing", async (host, message) => {
    const response = await post(owner, { intent: "add-domain", host });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(inHtml(message));
    expect(await rows()).toEqual([]);
  });

  it("the app's own host here, localhost, is refused", async () => {
    const response = await post(owner, { intent: "add-domain", host: "LOCALHOST." });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(DOMAIN_NAME_MESSAGES.localhost);
    expect(await rows()).toEqual([]);
  });

  it("a check that finds no records shows Failed with the reason; unknown ids, intents and a pending primary are refused", async () => {
    expect((await post(owner, { intent: "add-domain", host: "crumb.test" })).status).toBe(303);
    const duplicate = await post(owner, { intent: "add-domain", host: "CRUMB.test." });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain(DOMAIN_MESSAGES.duplicate("crumb.test"));
    const [added] = await rows();
    expect((await post(owner, { intent: "check-domain", domainId: added!.id })).status).toBe(303);
    const page = await (await owner.request(SCREEN)).text();
    expect(page).toContain(">Failed</span>");
    expect(page).toContain("No TXT record _pagewright.crumb.test was found.");
    const before = await rows();
    const primary = await post(owner, { intent: "make-primary", domainId: added!.id });
    expect(primary.status).toBe(409);
    expect(await primary.text()).toContain(inHtml(DOMAIN_MESSAGES.primaryNeedsVerified));
    for (const intent of ["check-domain", "make-primary", "remove-domain"]) {
      const missing = await post(owner, { intent, domainId: "nosuchdomain" });
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain(DOMAIN_MESSAGES.notFound);
    }
    const unknown = await post(owner, { intent: "transfer-domain", domainId: added!.id });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(UNKNOWN_INTENT_MESSAGE);
    expect(await rows()).toEqual(before);
  });

  it("another partner cannot remove a domain through their own project, nor add one this project verified", async () => {
    const [ours] = await rows();
    const before = await rows();
    expect((await post(rival, { intent: "remove-domain", domainId: ours!.id }, "/project/rival/settings/domains")).status).toBe(404);
    expect(await rows()).toEqual(before);
    dns.zone.set("_pagewright.crumb.test", [{ type: "TXT", data: ours!.verificationToken }]);
    expect((await post(owner, { intent: "check-domain", domainId: ours!.id })).status).toBe(303);
    const taken = await post(rival, { intent: "add-domain", host: "crumb.test" }, "/project/rival/settings/domains");
    expect(taken.status).toBe(409);
    const text = await taken.text();
    expect(text).toContain(DOMAIN_MESSAGES.claimedElsewhere("crumb.test"));
    expect(text).not.toContain("/project/shop");
    expect((await rows()).map((row) => [row.projectId, row.state])).toEqual([["shop", "verified"]]);
  });
});
