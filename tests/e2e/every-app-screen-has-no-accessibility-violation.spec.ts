import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import fs from "node:fs";
import { createRequire } from "node:module";
import { waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

// @axe-core/playwright bundles axe-core 4.13, which cannot read Tailwind v4's `oklch(… none)` colours
// and silently skips their contrast; the project's own axe-core (4.14 or later) is injected instead.
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const WIDTHS = [1280, 390];

/** axe's violations on what the page shows now, one line per failing element, for the failure message. */
async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_22_AA).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1).join(" ") ?? ""}`),
  );
}

/** Checks what the page shows at each width; `show` brings the screen back after a resize when needed. */
async function expectAccessible(page: Page, screen: string, show?: () => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (show) await show();
    expect.soft(await violationsOf(page), `${screen} at ${width} px`).toEqual([]);
  }
}

async function visit(page: Page, path: string): Promise<void> {
  expect((await page.goto(path))?.status(), path).toBe(200);
  await waitForHydration(page);
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
}

test("every app screen has no WCAG 2.2 A or AA violation at 1280 px and 390 px", async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const projectId = `axe${stamp}`;

  const visitor = await newPage(browser);
  await visit(visitor, "/");
  await expectAccessible(visitor, "the landing page");
  await visit(visitor, "/signin");
  await expectAccessible(visitor, "sign-in");

  const partner = await newPage(browser);
  await signIn(partner, `axe-${stamp}@example.com`, "Alma Axe");
  await waitForHydration(partner);
  await partner.getByRole("link", { name: "New project" }).first().click();
  const newProject = partner.getByRole("dialog", { name: "New project" });
  await newProject.getByLabel("Name").fill(`Axe Bakery ${stamp}`);
  await newProject.getByLabel("Project id").fill(projectId);
  await newProject.getByRole("button", { name: "Create project" }).click();
  await expect(partner).toHaveURL(new RegExp(`/project/${projectId}$`));
  await waitForHydration(partner);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  await visit(partner, `/project/${projectId}/assets`);
  await expectAccessible(partner, "assets, empty");
  const upload = await partner.request.post(`/project/${projectId}/assets/upload`, {
    headers: { Accept: "application/json", Origin: new URL(partner.url()).origin },
    multipart: {
      files: {
        name: "bakery.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#b45309"/></svg>`),
      },
    },
  });
  expect(upload.status()).toBe(200);
  await visit(partner, `/project/${projectId}/assets`);
  await expectAccessible(partner, "assets, full");

  // A visitor's lead through the published contact form, so the inbox and the lead view have one.
  await visitor.goto(`/${projectId}`);
  const form = visitor.locator("form").filter({ has: visitor.getByLabel("Email") });
  await form.getByLabel("Name").fill("Ada Visitor");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Message").fill("Do you deliver on Sundays?");
  await visitor.waitForTimeout(3_500);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(visitor.getByText("Thank you! Your message is on its way")).toBeVisible();

  await visit(partner, "/");
  await expectAccessible(partner, "the dashboard");
  await visit(partner, `/project/${projectId}`);
  await expectAccessible(partner, "the overview with publish and versions");
  await visit(partner, `/project/${projectId}/leads`);
  await expectAccessible(partner, "leads with a lead");
  await partner.getByRole("link", { name: /Ada Visitor/ }).click();
  await expect(partner.getByRole("heading", { name: "Ada Visitor" })).toBeVisible();
  await expectAccessible(partner, "the lead view");
  await visit(partner, `/project/${projectId}/settings`);
  await expectAccessible(partner, "settings");
  await visit(partner, `/project/${projectId}/urls`);
  await expectAccessible(partner, "URLs");

  await visit(partner, `/editor/${projectId}/home`);
  const selectHero = async () => {
    const fieldsTab = partner.getByRole("tab", { name: "Sections" });
    if (await fieldsTab.isVisible()) await fieldsTab.click();
    await partner.getByRole("button", { name: /^Hero/ }).first().click();
    await expect(partner.getByLabel("Title").first()).toBeVisible();
  };
  await expectAccessible(partner, "the editor with a section selected", selectHero);
  const picker = partner.getByRole("dialog", { name: "Add a section" });
  await expectAccessible(partner, "the section picker", async () => {
    // The dialog's own element has no box (its panel is fixed): its heading says whether it is open.
    if (await picker.getByRole("heading", { name: "Add a section" }).isVisible()) return;
    const sectionsTab = partner.getByRole("tab", { name: "Sections" });
    if (await sectionsTab.isVisible()) await sectionsTab.click();
    await partner.getByRole("button", { name: "Add section", exact: true }).click();
    await expect(picker.getByRole("heading", { name: "Add a section" })).toBeVisible();
  });

  const suspendee = await newPage(browser);
  await signIn(suspendee, `axe-suspendee-${stamp}@example.com`, `suspendee${stamp}`);
  const admin = await newPage(browser);
  await signIn(admin, "admin@e2e.example", "Admin");
  await visit(admin, "/admin");
  await expectAccessible(admin, "the admin overview");
  await visit(admin, `/admin/users?q=suspendee${stamp}`);
  await expectAccessible(admin, "the admin's users");
  await admin.getByRole("link", { name: `suspendee${stamp}` }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText(`suspendee${stamp}`);
  await expectAccessible(admin, "a user seen by the admin");
  await visit(admin, "/admin/audit");
  await expectAccessible(admin, "the audit log");
});
