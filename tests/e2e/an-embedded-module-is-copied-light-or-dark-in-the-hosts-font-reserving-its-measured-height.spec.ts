import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { axeFindings, coveredByThePairList } from "./axe";
import { createProjectFromDashboard } from "./helpers";
import { TINTS } from "./section-catalogue";
import { signIn } from "./sign-in";

// The module editor is another test's subject; here the modules' content is stored where the editor saves it.
function fillModule(projectId: string, slug: string, sections: { id: string; type: string; variant: string }[]) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "pagewright.db"));
  try {
    db.prepare("update modules set sections = ?, version = version + 1 where project_id = ? and slug = ?").run(JSON.stringify(sections.map((section) => ({ ...section, props: {} }))), projectId, slug);
  } finally {
    db.close();
  }
}

async function createModule(partner: Page, projectId: string, name: string) {
  await partner.goto(`/project/${projectId}?modal=new-module`);
  await partner.getByLabel("Name").pressSequentially(name);
  await partner.getByRole("button", { name: "Create module" }).click();
  await expect(partner.getByRole("link", { name: new RegExp(name) }).first()).toBeVisible();
}

/** A plain page on another origin (a second loopback server) that shows the pasted HTML inside an element with the host's font. */
async function hostPage(html: string) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><html lang="en"><title>Our bakery</title><body style="margin:0"><div style="font-family: Georgia, 'Times New Roman', serif">${html}</div></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/visit`, close: () => server.close() };
}

function reservedHeight(snippet: string): number {
  return Number(/height:(\d+)px/.exec(snippet)?.[1]);
}

test("the copied snippet carries the module's measured height and its light or dark scheme and host font, which keep AA contrast", async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const partner = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ["clipboard-read", "clipboard-write"] })).newPage();
  const projectId = `look${Date.now().toString(36)}`;
  await signIn(partner, `owner-${projectId}@example.com`, "Lena Owner");
  await createProjectFromDashboard(partner, "Corner Bakery", projectId);
  await createModule(partner, projectId, "Join us");
  await createModule(partner, projectId, "Contact block");
  fillModule(projectId, "join-us", [{ id: "cta1", type: "call-to-action", variant: "default" }]);
  fillModule(projectId, "contact-block", [
    { id: "faq1", type: "faq", variant: "default" },
    { id: "contact1", type: "contact", variant: "default" },
    { id: "cta1", type: "call-to-action", variant: "studio" },
  ]);
  await partner.goto(`/project/${projectId}`);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  // The embed dialog measures the short module in a preview at the column's width: the code reserves that height, not 640 px.
  await partner.goto(`/project/${projectId}/urls`);
  const joinRow = partner.locator(`li[data-address="/${projectId}/join-us/module"]`);
  await joinRow.getByText("Embed on another site").click();
  await expect(joinRow.getByRole("status").filter({ hasText: "The code reserves" })).toHaveText(/^The code reserves \d+ px, the module's height at 1280 px\.$/);
  const code = joinRow.getByRole("textbox", { name: "Embed code of Join us" });
  const shortSnippet = await code.inputValue();
  expect(reservedHeight(shortSnippet)).toBeLessThan(500);
  // Copy puts exactly that code on the clipboard and says so.
  await joinRow.getByRole("button", { name: "Copy the embed code of Join us" }).click();
  await expect(joinRow.getByRole("button", { name: "Copy the embed code of Join us" })).toHaveText("Copied");
  expect(await partner.evaluate(() => navigator.clipboard.readText())).toBe(shortSnippet);
  // At a phone's column the module is measured again (less padding there, fewer lines than it gains).
  await joinRow.getByLabel("Width of the column on the other site").selectOption("390");
  await expect(joinRow.getByRole("status").filter({ hasText: "The code reserves" })).toHaveText(/^The code reserves \d+ px, the module's height at 390 px\.$/);
  expect(reservedHeight(await code.inputValue())).not.toBe(reservedHeight(shortSnippet));

  const shortHost = await hostPage(shortSnippet);
  try {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(shortHost.url);
    const content = await visitor
      .frameLocator("iframe[data-pagewright-embed]")
      .locator(".pw-embed")
      .evaluate((root) => root.getBoundingClientRect().height);
    expect(Math.abs(reservedHeight(shortSnippet) - content)).toBeLessThanOrEqual(3);
  } finally {
    shortHost.close();
  }

  // The options, by keyboard: dark colours and the host page's font change the code in place.
  const contactRow = partner.locator(`li[data-address="/${projectId}/contact-block/module"]`);
  await contactRow.getByText("Embed on another site").click();
  await contactRow.getByLabel("As designed").focus();
  await partner.keyboard.press("ArrowRight");
  await partner.keyboard.press("ArrowRight");
  await expect(contactRow.getByLabel("Dark")).toBeChecked();
  await contactRow.getByLabel("The module's font").focus();
  await partner.keyboard.press("ArrowRight");
  await expect(contactRow.getByLabel("The host page's font")).toBeChecked();
  await expect(contactRow.getByRole("status").filter({ hasText: "The code reserves" })).toHaveText(/^The code reserves \d+ px/);
  const darkSnippet = await contactRow.getByRole("textbox", { name: "Embed code of Contact block" }).inputValue();
  expect(darkSnippet).toContain(`src="${baseURL}/${projectId}/contact-block/module?scheme=dark&amp;font=inherit"`);
  // The open panel, its options, status and the dark preview in it, pass axe as the rest of the app does.
  const panelFindings = await axeFindings(partner, { include: `li[data-address="/${projectId}/contact-block/module"]`, disable: ["page-has-heading-one"], explained: (incomplete) => coveredByThePairList(partner, incomplete, TINTS) });
  expect(panelFindings.violations).toEqual([]);

  const host = await hostPage(darkSnippet);
  try {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await visitor.goto(host.url);
    const framed = visitor.frameLocator("iframe[data-pagewright-embed]");
    await expect(framed.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    const module = framed.locator(".pw-embed");
    await expect(module).toHaveAttribute("data-scheme", "dark");
    await expect(module).toHaveAttribute("data-font", "inherit");
    await expect(module).toHaveCSS("font-family", `Georgia, "Times New Roman", serif`);
    await expect(framed.getByRole("heading", { name: "Frequently asked questions" })).toHaveCSS("font-family", `Georgia, "Times New Roman", serif`);
    // The light sections are dark now; the studio call to action was dark already and stays so.
    await expect(framed.locator("section").first()).toHaveCSS("background-color", "rgb(10, 10, 10)");
    await expect(framed.getByRole("heading", { name: "Frequently asked questions" })).toHaveCSS("color", "rgb(245, 245, 245)");
  } finally {
    host.close();
  }

  // axe on the module light and dark, at a phone's and a desktop's width, with the form showing its errors.
  for (const scheme of ["dark", "light"]) {
    for (const width of [390, 1280]) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto(`/${projectId}/contact-block/module?scheme=${scheme}`);
      await expect(visitor.locator(".pw-embed")).toHaveAttribute("data-scheme", scheme);
      await visitor.getByRole("button", { name: "Send message" }).click();
      // A module is a part of its host's page, whose own heading is its level one.
      const findings = await axeFindings(visitor, { disable: ["page-has-heading-one"], explained: (incomplete) => coveredByThePairList(visitor, incomplete, TINTS) });
      expect(findings.version).toBe("4.14.1");
      expect(findings.violations, `${scheme} at ${width} px`).toEqual([]);
      expect(findings.unexplainedIncomplete, `${scheme} at ${width} px`).toEqual([]);
      await visitor.context().close();
    }
  }
});
