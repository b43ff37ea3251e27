import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import { bakeryWithContactModule, hostPage } from "./embedding";

/** The frame's height minus its content's: blank space the host page shows (or, negative, content cut off). */
async function gap(visitor: Page): Promise<number> {
  const frameHeight = await visitor.locator("iframe[data-pagewright-embed]").evaluate((frame) => frame.getBoundingClientRect().height);
  const frame = visitor.frames().find((candidate) => candidate.url().includes("/module"));
  if (!frame) throw new Error("the module's frame is not loaded");
  const contentHeight = await frame.evaluate(() => document.querySelector(".pw-embed")?.getBoundingClientRect().height ?? 0);
  return frameHeight - contentHeight;
}

async function expectFitting(visitor: Page) {
  await expect.poll(() => gap(visitor).then(Math.abs)).toBeLessThanOrEqual(2);
}

async function toggleQuestion(frame: FrameLocator, question: string) {
  await frame.getByText(question).click();
}

test("an embedded module fits its content on another site through every change, and its lead says which page embedded it", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { partner, projectId } = await bakeryWithContactModule(browser, "embed");
  await partner.goto(`/project/${projectId}`);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  await partner.goto(`/project/${projectId}/urls`);
  await partner.getByText("Embed on another site").click();
  const snippet = await partner.getByRole("textbox", { name: "Embed code of Contact block" }).inputValue();
  expect(snippet).toContain(`src="${baseURL}/${projectId}/contact-block/module"`);
  // The copying options change the code in place: a transparent background, the listener from our address.
  await partner.getByLabel("Transparent").check();
  await partner.getByLabel("From our address (strict CSP)").check();
  const strict = partner.getByRole("textbox", { name: "Embed code of Contact block" });
  const served = await partner.request.get(`${baseURL}/embed.js`);
  expect([served.status(), served.headers()["content-type"], (await served.text()).includes("pagewrightHost")]).toEqual([200, "text/javascript; charset=utf-8", true]);
  await expect(strict).toHaveValue(new RegExp(`module\\?background=transparent[\\s\\S]*<script src="${baseURL}/embed\\.js" async>`));

  const host = await hostPage(snippet);
  try {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(host.url);
    const frame = visitor.frameLocator("iframe[data-pagewright-embed]");
    await expect(frame.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await expectFitting(visitor);

    // Expanding a question grows the frame; collapsing it shrinks the frame back.
    const closed = await gap(visitor);
    const closedHeight = await visitor.locator("iframe[data-pagewright-embed]").evaluate((element) => element.getBoundingClientRect().height);
    await toggleQuestion(frame, "Can I cancel at any time?");
    await expect(frame.getByText("Cancel with one click")).toBeVisible();
    await expectFitting(visitor);
    await toggleQuestion(frame, "Can I cancel at any time?");
    await expect(frame.getByText("Cancel with one click")).toBeHidden();
    await expectFitting(visitor);
    expect(Math.abs((await visitor.locator("iframe[data-pagewright-embed]").evaluate((element) => element.getBoundingClientRect().height)) - closedHeight)).toBeLessThanOrEqual(2);
    expect(Math.abs(closed)).toBeLessThanOrEqual(2);

    // A narrower window makes the content taller, a wider one shorter again: the frame follows both ways.
    await visitor.setViewportSize({ width: 390, height: 844 });
    await expectFitting(visitor);
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await expectFitting(visitor);

    // The form's states: errors shown, then the success message in place of the form.
    await frame.getByRole("button", { name: "Send message" }).click();
    await expectFitting(visitor);
    await frame.getByLabel("Name").fill("Nora Neighbour");
    await frame.getByLabel("Email").fill("nora@example.com");
    await frame.getByLabel("Message").fill("Do you bake rye on Saturdays?");
    await visitor.waitForTimeout(3_500);
    await frame.getByRole("button", { name: "Send message" }).click();
    await expect(frame.getByText("Thank you! Your message is on its way")).toBeVisible();
    await expectFitting(visitor);

    // The lead names the page that embedded the module: its address without the query, in the inbox's source and detail.
    const embeddedOn = new URL(host.url);
    await partner.goto(`/project/${projectId}/leads`);
    await expect(partner.getByRole("link", { name: /Nora Neighbour/ })).toContainText(`contact-block (module) on ${embeddedOn.host}`);
    await expect(partner.getByRole("option", { name: `contact-block (module) on ${embeddedOn.host}` })).toHaveCount(1);
    await partner.getByRole("link", { name: /Nora Neighbour/ }).click();
    await expect(partner.getByText(`${embeddedOn.origin}${embeddedOn.pathname}`)).toBeVisible();
  } finally {
    host.close();
  }
});
