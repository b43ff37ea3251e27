import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, refusal, type Fixture } from "~/features/projects/test-fixtures";
import { PROJECT_NOT_FOUND_MESSAGE, READ_ONLY_MESSAGE } from "~/access/access-messages";
import { addDomain } from "./add-domain.server";
import { checkDomainNow, MANUAL_CHECKS_PER_MINUTE } from "./check-domain-now.server";
import { DOMAIN_NAME_MESSAGES } from "~/lib/domain-name";
import { DOMAIN_MESSAGES, MAX_DOMAINS_PER_PROJECT } from "./domain-rules.server";
import { DOMAINS_CHANNEL } from "./domains-channel";
import { listDomains } from "./list-domains.server";
import { makeDomainPrimary } from "./make-domain-primary.server";
import { removeDomain } from "./remove-domain.server";
import { startLoopbackDnsServer, type LoopbackDnsServer } from "./testing/loopback-dns-server";
import { verifyDomainRecords, type DomainChecker } from "./verify-domain-records.server";

const APP_HOST = "builder.example.com";
const target = { publicHostname: "sites.example.com", publicIps: ["203.0.113.7"] };

describe.each(testDialects())("a project's domains on %s", (dialect) => {
  let f: Fixture;
  let dns: LoopbackDnsServer;
  let announced: string[];
  let unlisten: () => Promise<void>;
  const check: DomainChecker = (host, token) => verifyDomainRecords(host, token, target, { server: dns.address, timeoutMs: 300, tries: 1 });
  const add = (host: string, projectId = "bakery", actor = f.owner) => addDomain(f.database, actor, { projectId, host, appHost: APP_HOST });
  const list = (projectId = "bakery") => listDomains(f.db, f.owner, { projectId, target });
  const publish = (host: string, token: string) => {
    dns.zone.set(`_pagewright.${host}`, [{ type: "TXT", data: token }]);
    dns.zone.set(host, host.split(".").length > 2 ? [{ type: "CNAME", domain: target.publicHostname }] : [{ type: "A", address: "203.0.113.7" }]);
  };
  // On PostgreSQL a node hears its own announcement twice (at once, and back from the server).
  const heard = () => [...new Set(announced)].sort();
  const rows = () => f.db.selectFrom("projectDomains").selectAll().orderBy("id").execute();

  beforeAll(async () => {
    dns = await startLoopbackDnsServer();
  });
  afterAll(() => dns.close());
  beforeEach(async () => {
    dns.zone.clear();
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Bakery", id: "bakery" });
    await createProject(f.db, f.other, { name: "Rival", id: "rival" });
    announced = [];
    unlisten = await f.database.notifications.listen(DOMAINS_CHANNEL, (host) => announced.push(host));
  });
  afterEach(async () => {
    await unlisten();
    await f.database.close();
  });

  it("an added domain is pending, normalised, with a fresh token each time it is added", async () => {
    const first = await add("HTTPS://Crumb.Test/");
    expect(first).toMatchObject({ host: "crumb.test", state: "pending", isPrimary: false });
    expect(first.verificationToken).toMatch(/^pagewright-verify-[A-Za-z0-9]{32}$/);
    await removeDomain(f.database, f.owner, { projectId: "bakery", domainId: first.id });
    const again = await add("crumb.test");
    expect(again.verificationToken).not.toBe(first.verificationToken);
    expect(await list()).toMatchObject([{ host: "crumb.test", state: "pending", records: [{ type: "A", name: "crumb.test", value: "203.0.113.7" }, { type: "TXT", name: "_pagewright.crumb.test", value: again.verificationToken }] }]);
  });

  it("bad input, a duplicate and a project over its limit are refused and change nothing", async () => {
    await add("crumb.test");
    const before = await rows();
    expect((await refusal(add("crumb.test:8080"), "INVALID")).fieldErrors.host).toBe(DOMAIN_NAME_MESSAGES.port);
    expect((await refusal(add(APP_HOST), "INVALID")).message).toBe(DOMAIN_NAME_MESSAGES.ownHost(APP_HOST));
    expect((await refusal(add("Crumb.Test."), "CONFLICT")).message).toBe(DOMAIN_MESSAGES.duplicate("crumb.test"));
    expect(await rows()).toEqual(before);
    for (let index = 1; index < MAX_DOMAINS_PER_PROJECT; index += 1) await add(`shop${index}.crumb.test`);
    expect((await refusal(add("one-too-many.test"), "CONFLICT")).message).toBe(DOMAIN_MESSAGES.tooMany);
  });

  it("only the owner adds, checks, makes primary or removes; a refusal changes nothing", async () => {
    const domain = await add("crumb.test");
    const before = await rows();
    const ids = { projectId: "bakery", domainId: domain.id };
    for (const actor of [f.other, f.admin]) {
      const code = actor.isAdmin ? "FORBIDDEN" : "NOT_FOUND";
      const message = actor.isAdmin ? READ_ONLY_MESSAGE : PROJECT_NOT_FOUND_MESSAGE;
      expect((await refusal(add("other.test", "bakery", actor), code)).message).toBe(message);
      expect((await refusal(checkDomainNow(f.database, actor, ids, check), code)).message).toBe(message);
      expect((await refusal(makeDomainPrimary(f.database, actor, ids), code)).message).toBe(message);
      expect((await refusal(removeDomain(f.database, actor, ids), code)).message).toBe(message);
    }
    expect(await listDomains(f.db, f.admin, { projectId: "bakery", target })).toHaveLength(1);
    await refusal(listDomains(f.db, f.other, { projectId: "bakery", target }), "NOT_FOUND");
    // Another partner cannot reach a domain of this project through their own project either.
    await refusal(removeDomain(f.database, f.other, { projectId: "rival", domainId: domain.id }), "NOT_FOUND");
    expect(await rows()).toEqual(before);
    expect(announced).toEqual([]);
  });

  it("“Check now” verifies a domain whose records are set; the first verified domain becomes primary", async () => {
    const apex = await add("crumb.test");
    const www = await add("www.crumb.test");
    const failed = await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: apex.id }, check);
    expect(failed).toMatchObject({ state: "failed", failureReason: "No TXT record _pagewright.crumb.test was found.", isPrimary: false });
    expect(heard()).toEqual(["crumb.test"]);
    publish("crumb.test", apex.verificationToken);
    publish("www.crumb.test", www.verificationToken);
    expect(await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: apex.id }, check)).toMatchObject({ state: "verified", failureReason: null, isPrimary: true });
    expect(await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: www.id }, check)).toMatchObject({ state: "verified", isPrimary: false });
    expect(heard()).toEqual(["crumb.test", "www.crumb.test"]);
    expect((await list()).map((domain) => [domain.host, domain.isPrimary])).toEqual([["crumb.test", true], ["www.crumb.test", false]]);
  });

  it("“Check now” pressed too often in a minute is refused with a wait, asks no DNS server and changes nothing", async () => {
    const domain = await add("crumb.test");
    let looks = 0;
    const counting: DomainChecker = (host, token) => ((looks += 1), check(host, token));
    const ids = { projectId: "bakery", domainId: domain.id };
    for (let press = 0; press < MANUAL_CHECKS_PER_MINUTE; press += 1) await checkDomainNow(f.database, f.owner, ids, counting);
    const before = await rows();
    const error = await refusal(checkDomainNow(f.database, f.owner, ids, counting), "TOO_MANY_REQUESTS");
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/^This domain was checked several times in the last minute\. Press “Check now” again in \d{1,2} s\.$/);
    expect(looks).toBe(MANUAL_CHECKS_PER_MINUTE);
    expect(await rows()).toEqual(before);
    // The limit is the domain's own: another domain of the project is still checked.
    const www = await add("www.crumb.test");
    expect(await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: www.id }, counting)).toMatchObject({ host: "www.crumb.test" });
  });

  it("only a verified domain can be primary; removing the primary makes the next verified one primary", async () => {
    const apex = await add("crumb.test");
    const www = await add("www.crumb.test");
    const pending = await add("shop.crumb.test");
    publish("crumb.test", apex.verificationToken);
    publish("www.crumb.test", www.verificationToken);
    await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: apex.id }, check);
    await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: www.id }, check);
    expect((await refusal(makeDomainPrimary(f.database, f.owner, { projectId: "bakery", domainId: pending.id }), "CONFLICT")).message).toBe(DOMAIN_MESSAGES.primaryNeedsVerified);
    announced = [];
    await makeDomainPrimary(f.database, f.owner, { projectId: "bakery", domainId: www.id });
    expect(heard()).toEqual(["crumb.test", "www.crumb.test"]);
    expect((await list()).filter((domain) => domain.isPrimary).map((domain) => domain.host)).toEqual(["www.crumb.test"]);
    announced = [];
    await removeDomain(f.database, f.owner, { projectId: "bakery", domainId: www.id });
    expect(heard()).toEqual(["crumb.test", "www.crumb.test"]);
    expect((await list()).map((domain) => [domain.host, domain.isPrimary])).toEqual([["crumb.test", true], ["shop.crumb.test", false]]);
    await refusal(removeDomain(f.database, f.owner, { projectId: "bakery", domainId: www.id }), "NOT_FOUND");
  });

  it("a domain verified by one partner can be neither added nor verified by another, and nothing says whose it is", async () => {
    const theirs = await add("crumb.test", "rival", f.other);
    const ours = await add("crumb.test");
    // Both tokens are published: the first project to verify holds the host.
    dns.zone.set("_pagewright.crumb.test", [{ type: "TXT", data: theirs.verificationToken }, { type: "TXT", data: ours.verificationToken }]);
    dns.zone.set("crumb.test", [{ type: "A", address: "203.0.113.7" }]);
    expect(await checkDomainNow(f.database, f.other, { projectId: "rival", domainId: theirs.id }, check)).toMatchObject({ state: "verified" });
    const refused = await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: ours.id }, check);
    expect(refused).toMatchObject({ state: "failed", failureReason: DOMAIN_MESSAGES.claimedElsewhere("crumb.test") });
    await removeDomain(f.database, f.owner, { projectId: "bakery", domainId: ours.id });
    const error = await refusal(add("crumb.test"), "CONFLICT");
    expect(error.message).toBe(DOMAIN_MESSAGES.claimedElsewhere("crumb.test"));
    expect(error.message).not.toMatch(/rival/i);
    // Once they remove it, the host is free again.
    await removeDomain(f.database, f.other, { projectId: "rival", domainId: theirs.id });
    expect(await add("crumb.test")).toMatchObject({ state: "pending" });
  });

  it("a host another project verifies while this project's check is looking fails this check, naming no project", async () => {
    const theirs = await add("crumb.test", "rival", f.other);
    const ours = await add("crumb.test");
    publish("crumb.test", ours.verificationToken);
    // Another node verifies the rival's claim while our DNS look is under way.
    const racing: DomainChecker = async (host, token) => {
      await f.db.updateTable("projectDomains").set({ state: "verified", verifiedAt: new Date() }).where("id", "=", theirs.id).execute();
      return check(host, token);
    };
    const result = await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: ours.id }, racing);
    expect(result).toMatchObject({ state: "failed", isPrimary: false, failureReason: DOMAIN_MESSAGES.claimedElsewhere("crumb.test") });
  });
});
