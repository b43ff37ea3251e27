import { expect, test, type Browser } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import {
  fetchOverHttps,
  twoFreePorts,
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
import { openDatabase } from "../../db/database";
import { createPostgresTestSchema } from "../../db/test-database";
import { createProjectFromDashboard } from "./helpers";
import { signIn } from "./sign-in";

const missingTools = missingHttpsTools();

/**
 * SQLite always, and PostgreSQL as well when TEST_DATABASE_URL is set, in a schema of its own that
 * is dropped afterwards. The two run side by side in the suite's two workers, so PostgreSQL adds
 * little wall time.
 */
const databases = process.env.TEST_DATABASE_URL ? (["SQLite", "PostgreSQL"] as const) : (["SQLite"] as const);

test.describe("a partner serves their site on their own domain over https", () => {
  test.skip(missingTools !== null, `Skipped: ${missingTools ?? ""}`);
  test.describe.configure({ mode: "parallel" });
  test.setTimeout(120_000);

  let dir = "";
  let dropSchema: (() => Promise<void>) | undefined;
  test.beforeEach(() => {
    dir = temporaryFolder();
  });
  test.afterEach(async ({ browser: _browser }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("processes", { body: outputs() });
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
    await dropSchema?.();
    dropSchema = undefined;
  });

  for (const database of databases) {
    test(`on ${database}, a partner adds crumb.test, sets its records, and visitors get the published site from Caddy with a certificate from the test CA; evil.test gets none`, async ({ browser }) => {
      if (database === "SQLite") return partnerServesCrumbTestOverHttps(browser, dir, "");
      const schema = await createPostgresTestSchema();
      dropSchema = schema.drop;
      await partnerServesCrumbTestOverHttps(browser, dir, schema.url);
      // The app kept the domain in PostgreSQL, in this test's own schema.
      const kept = openDatabase({ dialect: "postgres", url: schema.url, maxConnections: 1 });
      try {
        expect(await kept.db.selectFrom("projectDomains").select(["host", "state"]).execute()).toEqual([{ host: "crumb.test", state: "active" }]);
      } finally {
        await kept.close();
      }
    });
  }
});

/** The whole journey, with the app on SQLite in its data folder (`databaseUrl` empty) or on `databaseUrl`. */
async function partnerServesCrumbTestOverHttps(browser: Browser, dir: string, databaseUrl: string): Promise<void> {
  const dns = await startDnsServer(dir);
  const [httpPort, httpsPort] = await twoFreePorts();
  const pebble = await startPebble(dir, { dnsPort: dns.dnsPort, httpPort, httpsPort });
  const app = await startApp(path.join(dir, "app-data"), { DATABASE_URL: databaseUrl, TRUST_PROXY: "loopback", DNS_RESOLVER: `127.0.0.1:${dns.dnsPort}`, PUBLIC_HOSTNAME: "pagewright.test", PUBLIC_IPS: "127.0.0.1" });
  await startCaddy(dir, testCaddyfile(pebble, { httpPort, httpsPort }, dir), { appPort: app.port, httpPort, publicHostname: "pagewright.test" });

  const partner = await (await browser.newContext({ baseURL: app.url })).newPage();
  const projectId = `crumb${Date.now().toString(36)}`;
  await signIn(partner, `baker-${projectId}@example.com`, "Pat Baker");
  await createProjectFromDashboard(partner, "Crumb and Co", projectId);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  await partner.goto(`/project/${projectId}/settings/domains`);
  await partner.getByLabel("Domain name").pressSequentially("crumb.test");
  await partner.getByRole("button", { name: "Add domain" }).click();
  const domain = partner.getByRole("article", { name: "crumb.test" });
  await expect(domain).toContainText("Pending");
  const token = (await domain.getByRole("row").filter({ hasText: "_pagewright.crumb.test" }).locator("code").textContent()) ?? "";
  expect(token).not.toBe("");

  // What the partner sets at their DNS provider; evil.test points here too, but nobody verified it.
  await dns.setTxt("_pagewright.crumb.test", token);
  await dns.setA("crumb.test", "127.0.0.1");
  await dns.setA("www.crumb.test", "127.0.0.1");
  await dns.setA("evil.test", "127.0.0.1");
  await domain.getByRole("button", { name: "Check now" }).click();
  await expect(domain).toContainText("Verified");

  const root = await pebble.issuingRoot();
  const site = await fetchOverHttps("crumb.test", httpsPort, "/", root);
  expect(site.status).toBe(200);
  expect(site.body).toContain("Crumb and Co");
  expect(site.certificate.subjectaltname).toBe("DNS:crumb.test");
  expect(site.certificate.issuer.CN).toMatch(/^Pebble Intermediate CA/);

  // The www twin gets its own certificate and is sent to the domain.
  const twin = await fetchOverHttps("www.crumb.test", httpsPort, "/", root);
  expect(twin.status).toBe(301);
  expect(new URL(twin.location ?? "").hostname).toBe("crumb.test");
  expect(twin.certificate.subjectaltname).toBe("DNS:www.crumb.test");

  // Served over https through the trusted proxy: the domain is active.
  await partner.reload();
  await expect(domain).toContainText("Active");

  // The app says no: Caddy asks no CA and ends the handshake without a certificate.
  await expect(fetchOverHttps("evil.test", httpsPort, "/", root)).rejects.toThrow(/alert internal error/);
}
