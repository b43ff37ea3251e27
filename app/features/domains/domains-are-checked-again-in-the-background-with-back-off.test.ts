import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { addDomain } from "./add-domain.server";
import { checkDomainNow } from "./check-domain-now.server";
import { CHECK_CLAIM_MS, checkDueDomains } from "./check-due-domains.server";
import { CHECKS_STOPPED, GRACE_FAILURES, GRACE_RECHECK_MS, RETRY_DELAYS_MS, VERIFICATION_LOST, VERIFIED_RECHECK_MS } from "./record-check-outcome.server";
import pino from "pino";
import { startDomainChecks } from "./start-domain-checks.server";
import { startLoopbackDnsServer, type LoopbackDnsServer } from "./testing/loopback-dns-server";
import { verifyDomainRecords, type DomainChecker } from "./verify-domain-records.server";

const target = { publicHostname: "sites.example.com", publicIps: ["203.0.113.7"] };

describe.each(testDialects())("domains are checked again in the background on %s", (dialect) => {
  let f: Fixture;
  let dns: LoopbackDnsServer;
  let looks: string[];
  const check: DomainChecker = (host, token) => {
    looks.push(host);
    return verifyDomainRecords(host, token, target, { server: dns.address, timeoutMs: 300, tries: 1 });
  };
  const add = (host: string) => addDomain(f.database, f.owner, { projectId: "bakery", host, appHost: "builder.example.com" });
  const stored = (id: string) => f.db.selectFrom("projectDomains").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const publish = (host: string, token: string) => {
    dns.zone.set(`_pagewright.${host}`, [{ type: "TXT", data: token }]);
    dns.zone.set(host, [{ type: "A", address: "203.0.113.7" }]);
  };
  /** Runs the background check at the domain's next check time, as the timer would. */
  const runWhenDue = async (id: string) => {
    const { nextCheckAt } = await stored(id);
    if (!nextCheckAt) throw new Error("no check is due");
    return checkDueDomains(f.database, check, nextCheckAt);
  };

  beforeAll(async () => {
    dns = await startLoopbackDnsServer();
  });
  afterAll(() => dns.close());
  beforeEach(async () => {
    dns.zone.clear();
    looks = [];
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Bakery", id: "bakery" });
  });
  afterEach(() => f.database.close());

  it("nothing is checked before it is due; a pending domain stays pending with the reason, and verifies once its records appear", async () => {
    const domain = await add("crumb.test");
    expect(await checkDueDomains(f.database, check, new Date())).toBe(0);
    expect(await runWhenDue(domain.id)).toBe(1);
    const afterFirst = await stored(domain.id);
    expect(afterFirst).toMatchObject({ state: "pending", failureReason: "No TXT record _pagewright.crumb.test was found.", checkFailures: 1 });
    expect(afterFirst.nextCheckAt!.getTime() - afterFirst.lastCheckedAt!.getTime()).toBe(RETRY_DELAYS_MS[1]);
    await runWhenDue(domain.id);
    const afterSecond = await stored(domain.id);
    expect(afterSecond.nextCheckAt!.getTime() - afterSecond.lastCheckedAt!.getTime()).toBe(RETRY_DELAYS_MS[2]);
    publish("crumb.test", domain.verificationToken);
    await runWhenDue(domain.id);
    const verified = await stored(domain.id);
    expect(verified).toMatchObject({ state: "verified", isPrimary: true, failureReason: null, checkFailures: 0 });
    expect(verified.nextCheckAt!.getTime() - verified.lastCheckedAt!.getTime()).toBe(VERIFIED_RECHECK_MS);
  });

  it("after the last back-off step the domain fails with the reason and automatic checks stop; “Check now” starts them again", async () => {
    const domain = await add("crumb.test");
    for (let step = 0; step < RETRY_DELAYS_MS.length; step += 1) await runWhenDue(domain.id);
    const givenUp = await stored(domain.id);
    expect(givenUp).toMatchObject({ state: "failed", failureReason: `No TXT record _pagewright.crumb.test was found. ${CHECKS_STOPPED}`, nextCheckAt: null });
    expect(await checkDueDomains(f.database, check, new Date(Date.now() + 365 * 24 * 3600_000))).toBe(0);
    const again = await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: domain.id }, check);
    expect(again).toMatchObject({ state: "failed", failureReason: "No TXT record _pagewright.crumb.test was found.", checkFailures: 1 });
    expect(again.nextCheckAt).not.toBeNull();
  });

  it("a verified domain whose records vanish keeps serving through the grace period, then fails and hands primary on", async () => {
    const apex = await add("crumb.test");
    const www = await add("www.crumb.test");
    publish("crumb.test", apex.verificationToken);
    publish("www.crumb.test", www.verificationToken);
    dns.zone.set("www.crumb.test", [{ type: "CNAME", domain: "sites.example.com" }]);
    await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: apex.id }, check);
    await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: www.id }, check);
    // The serving side marks a domain active once its certificate is served; the grace period is the same.
    await f.db.updateTable("projectDomains").set({ state: "active" }).where("id", "=", apex.id).execute();
    dns.zone.delete("_pagewright.crumb.test");
    await runWhenDue(apex.id);
    const warned = await stored(apex.id);
    expect(warned).toMatchObject({ state: "active", isPrimary: true, failureReason: "No TXT record _pagewright.crumb.test was found.", checkFailures: 1 });
    expect(warned.nextCheckAt!.getTime() - warned.lastCheckedAt!.getTime()).toBe(GRACE_RECHECK_MS);
    for (let failures = 2; failures < GRACE_FAILURES; failures += 1) await runWhenDue(apex.id);
    expect(await stored(apex.id)).toMatchObject({ state: "active", checkFailures: GRACE_FAILURES - 1 });
    await runWhenDue(apex.id);
    expect(await stored(apex.id)).toMatchObject({ state: "failed", isPrimary: false, failureReason: `No TXT record _pagewright.crumb.test was found. ${VERIFICATION_LOST}` });
    expect(await stored(www.id)).toMatchObject({ state: "verified", isPrimary: true });
  });

  it("records that come back within the grace period clear the warning", async () => {
    const domain = await add("crumb.test");
    publish("crumb.test", domain.verificationToken);
    await checkDomainNow(f.database, f.owner, { projectId: "bakery", domainId: domain.id }, check);
    dns.zone.set("crumb.test", [{ type: "A", address: "192.0.2.1" }]);
    await runWhenDue(domain.id);
    expect(await stored(domain.id)).toMatchObject({ state: "verified", failureReason: "crumb.test points to 192.0.2.1, not to 203.0.113.7." });
    publish("crumb.test", domain.verificationToken);
    await runWhenDue(domain.id);
    expect(await stored(domain.id)).toMatchObject({ state: "verified", failureReason: null, checkFailures: 0 });
  });

  it("two nodes running the check at the same moment look at each due domain once", async () => {
    const domains = await Promise.all(["a.crumb.test", "b.crumb.test", "c.crumb.test", "d.crumb.test"].map(add));
    const due = new Date(Date.now() + RETRY_DELAYS_MS[0]! + 1_000);
    const [first, second] = await Promise.all([checkDueDomains(f.database, check, due), checkDueDomains(f.database, check, due)]);
    expect(first + second).toBe(4);
    expect(looks.sort()).toEqual(domains.map((domain) => domain.host).sort());
    // A claim that was never finished (a node died mid-check) expires, and the domain is checked again.
    await f.db.updateTable("projectDomains").set({ nextCheckAt: new Date(due.getTime() + CHECK_CLAIM_MS) }).where("id", "=", domains[0]!.id).execute();
    expect(await checkDueDomains(f.database, check, new Date(due.getTime() + CHECK_CLAIM_MS))).toBe(1);
  });

  it("the server's loop checks what is due until it is stopped, and stopping waits for the check under way", async () => {
    const domain = await add("crumb.test");
    publish("crumb.test", domain.verificationToken);
    await f.db.updateTable("projectDomains").set({ nextCheckAt: new Date(Date.now() - 1_000) }).where("id", "=", domain.id).execute();
    const checks = startDomainChecks(f.database, check, pino({ level: "silent" }), 20);
    await expect.poll(async () => (await stored(domain.id)).state, { timeout: 5_000 }).toBe("verified");
    await checks.stop();
    const seen = looks.length;
    await f.db.updateTable("projectDomains").set({ nextCheckAt: new Date(Date.now() - 1_000) }).where("id", "=", domain.id).execute();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(looks).toHaveLength(seen);
  });
});
