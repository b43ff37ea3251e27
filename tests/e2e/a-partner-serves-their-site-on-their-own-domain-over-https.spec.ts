import { expect, test } from "@playwright/test";
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

  test("a partner adds crumb.test, sets its records, and visitors get the published site from Caddy with a certificate from the test CA; evil.test gets none", async ({ browser }) => {
    const dns = await startDnsServer(dir);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const pebble = await startPebble(dir, { dnsPort: dns.dnsPort, httpPort, httpsPort });
    const app = await startApp(path.join(dir, "app-data"), { TRUST_PROXY: "loopback", DNS_RESOLVER: `127.0.0.1:${dns.dnsPort}`, PUBLIC_HOSTNAME: "pagewright.test", PUBLIC_IPS: "127.0.0.1" });
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
  });
});
