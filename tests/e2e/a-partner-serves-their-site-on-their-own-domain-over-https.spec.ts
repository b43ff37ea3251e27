import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  fetchOverHttps,
  freePort,
  missingHttpsTools,
  outputs,
  startApp,
  startCaddy,
  startDnsServer,
  startPebble,
  stopAll,
  temporaryFolder,
  testCaddyfile,
} from "./caddy-and-pebble";
import { signIn } from "./sign-in";

const missingTools = missingHttpsTools();

// A domain row as the domains screen leaves it once the TXT record checked out.
function markVerified(dataDir: string, projectId: string, host: string): void {
  const db = new Database(path.join(dataDir, "pagewright.db"));
  try {
    const now = Date.now();
    db.prepare(
      "insert into project_domains (id, project_id, host, verification_token, state, failure_reason, is_primary, check_failures, last_checked_at, next_check_at, verified_at, created, updated) values (?, ?, ?, ?, 'verified', null, 1, 0, ?, null, ?, ?, ?)",
    ).run(randomBytes(8).toString("hex"), projectId, host, randomBytes(16).toString("hex"), now, now, now, now);
  } finally {
    db.close();
  }
}

test.describe("a partner serves their site on their own domain over https", () => {
  test.skip(missingTools !== null, `Skipped: ${missingTools ?? ""}`);
  test.setTimeout(120_000);

  let dir = "";
  test.beforeEach(() => {
    dir = temporaryFolder();
  });
  test.afterEach(async ({ browser: _browser }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("processes", { body: outputs() });
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("Caddy obtains a certificate from the test CA for a verified domain and none for a name nobody verified", async ({ browser }) => {
    const dns = await startDnsServer(dir);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const pebble = await startPebble(dir, { dnsPort: dns.dnsPort, httpPort, httpsPort });
    const dataDir = path.join(dir, "app-data");
    const app = await startApp(dataDir, { TRUST_PROXY: "loopback", DNS_RESOLVER: `127.0.0.1:${dns.dnsPort}`, PUBLIC_IPS: "127.0.0.1" });
    await startCaddy(dir, testCaddyfile(pebble, { httpPort, httpsPort }, dir), { appPort: app.port, httpPort, publicHostname: "pagewright.test" });

    const partner = await (await browser.newContext({ baseURL: app.url })).newPage();
    const projectId = `crumb${Date.now().toString(36)}`;
    await signIn(partner, `baker-${projectId}@example.com`, "Pat Baker");
    await partner.goto("/?modal=new-project");
    await partner.getByLabel("Name").pressSequentially("Crumb and Co");
    await partner.getByLabel("Project id").fill("");
    await partner.getByLabel("Project id").pressSequentially(projectId);
    await partner.getByRole("button", { name: "Create project" }).click();
    await expect(partner).toHaveURL(new RegExp(`/project/${projectId}$`));
    await partner.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

    markVerified(dataDir, projectId, "crumb.test");
    await dns.setA("crumb.test", "127.0.0.1");
    await dns.setA("evil.test", "127.0.0.1");

    const root = await pebble.issuingRoot();
    const site = await fetchOverHttps("crumb.test", httpsPort, `/${projectId}`, root);
    expect(site.status).toBe(200);
    expect(site.body).toContain("Crumb and Co");
    expect(site.certificate.subjectaltname).toBe("DNS:crumb.test");
    expect(site.certificate.issuer.CN).toMatch(/^Pebble Intermediate CA/);

    // The app's answer is no: Caddy asks no CA and ends the handshake without a certificate.
    await expect(fetchOverHttps("evil.test", httpsPort, "/", root)).rejects.toThrow(/alert internal error/);
  });
});
