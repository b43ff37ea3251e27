import { expect, test, type Browser, type ConsoleMessage } from "@playwright/test";
import { axeFindings } from "./axe";
import { bakeryWithContactModule, hostPage } from "./embedding";
import { waitForHydration } from "./helpers";

const HEADING = "Frequently asked questions";

/** A visitor whose browser reaches every non-loopback host name through the host page's server, so `http://{host}/` is a real origin of its own. */
async function visit(browser: Browser, proxy: string, host: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, proxy: { server: proxy, bypass: "localhost,127.0.0.1" } });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on("console", (message: ConsoleMessage) => messages.push(message.text()));
  await page.goto(`http://${host}/visit`);
  await expect(page.getByRole("heading", { name: "Visit us" })).toBeVisible();
  return { page, messages, close: () => context.close() };
}

test("a module allowed only on one site shows there once published, and Chromium refuses to frame it on another", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { partner, projectId } = await bakeryWithContactModule(browser, "allow");

  // Where it may be embedded: set beside the embed code, by keyboard, checked before it is sent.
  await partner.goto(`/project/${projectId}/urls`);
  await waitForHydration(partner);
  await partner.getByText("Embed on another site").click();
  const snippet = await partner.getByRole("textbox", { name: "Embed code of Contact block" }).inputValue();
  expect(snippet).toContain(`src="${baseURL}/${projectId}/contact-block/module"`);
  const form = partner.getByRole("group", { name: "Where Contact block may be embedded" });
  await expect(form.getByLabel("Anywhere")).toBeChecked();
  await form.getByLabel("Anywhere").focus();
  await partner.keyboard.press("ArrowRight");
  await expect(form.getByLabel("Only on these sites")).toBeChecked();
  const hosts = partner.getByLabel("Allowed hosts");
  await hosts.pressSequentially("bakery.test/visit");
  await partner.getByRole("button", { name: "Save where it may be embedded" }).click();
  await expect(partner.getByRole("alert")).toHaveText("“bakery.test/visit”: Enter just the host, such as www.crumbandco.com, without a path: every page of an allowed host may embed the module.");
  await expect(hosts).toHaveAttribute("aria-invalid", "true");
  // The form passes axe (WCAG 2.2 AA) while it shows its error.
  expect((await axeFindings(partner, { include: "[data-embed-hosts]", tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] })).violations).toEqual([]);
  await hosts.clear();
  await hosts.pressSequentially("Bakery.Test");
  await partner.getByRole("button", { name: "Save where it may be embedded" }).click();
  await expect(partner.getByRole("status").filter({ hasText: "Saved:" })).toHaveText("Saved: Contact block may be embedded only on bakery.test. This takes effect when you next publish.");
  await partner.reload();
  await partner.getByText("Embed on another site").click();
  await expect(partner.getByLabel("Allowed hosts")).toHaveValue("bakery.test");

  await partner.goto(`/project/${projectId}`);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  const host = await hostPage(snippet);
  try {
    // On the allowed host the module renders inside the frame.
    const allowed = await visit(browser, host.origin, "bakery.test");
    await expect(allowed.page.frameLocator("iframe[data-pagewright-embed]").getByRole("heading", { name: HEADING })).toBeVisible();
    expect(allowed.messages.filter((text) => text.includes("frame-ancestors"))).toEqual([]);
    await allowed.close();

    // On any other host Chromium refuses the frame for its frame-ancestors: no module, nothing of it readable.
    const elsewhere = await visit(browser, host.origin, "elsewhere.test");
    await expect.poll(() => elsewhere.messages.find((text) => text.includes("frame-ancestors")) ?? "").toContain(
      `Framing '${baseURL}/' violates the following Content Security Policy directive: "frame-ancestors 'self' https://bakery.test http://bakery.test"`,
    );
    await expect(elsewhere.page.locator("iframe[data-pagewright-embed]")).toHaveCount(1);
    await expect(elsewhere.page.frameLocator("iframe[data-pagewright-embed]").getByRole("heading", { name: HEADING })).toHaveCount(0);
    const framesWithModule = await Promise.all(
      elsewhere.page.frames().map((frame) => frame.evaluate(() => document.querySelector(".pw-embed") !== null).catch(() => false)),
    );
    expect(framesWithModule.filter(Boolean)).toEqual([]);
    await elsewhere.close();
  } finally {
    host.close();
  }
});
