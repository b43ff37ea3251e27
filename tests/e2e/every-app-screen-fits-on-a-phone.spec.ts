import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, expectReachable } from "./phone";
import { signIn } from "./sign-in";

// Runs in the `phone` project of playwright.config.ts: every context is a 390 × 844 touch screen.

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/**
 * Loads a screen as a document up to hydration, then checks that it does not scroll sideways and
 * that each of its key controls lies across the screen and takes a tap.
 */
async function checkScreen(page: Page, path: string, controls: (page: Page) => Locator[]) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await expectNoSidewaysScrolling(page, path);
  for (const control of controls(page)) await expectReachable(control, path);
}

const signOut = (page: Page) => page.getByRole("button", { name: "Sign out" });

test("every app screen fits a 390 px phone: nothing scrolls sideways and every key control takes a tap", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const projectId = `phone${stamp}`;

  const visitor = await phonePage(browser);
  await checkScreen(visitor, "/", (page) => [page.getByRole("main").getByRole("link", { name: /^(Sign in|Continue)/ })]);
  await checkScreen(visitor, "/signin", (page) => [page.getByRole("button", { name: /^(Sign in|Continue)/ })]);
  await checkScreen(visitor, "/about", () => []);

  const partner = await phonePage(browser);
  await signIn(partner, `phone-${stamp}@example.com`, "Phoebe Phone");
  await checkScreen(partner, "/?modal=new-project", (page) => [page.getByRole("dialog").getByRole("button", { name: "Create project" })]);
  await partner.getByLabel("Name").fill("Phone Bakery");
  await partner.getByLabel("Project id").fill(projectId);
  await partner.getByRole("button", { name: "Create project" }).click();
  await expect(partner).toHaveURL(new RegExp(`/project/${projectId}$`));
  await waitForHydration(partner);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");
  await partner.goto(`/project/${projectId}?modal=new-module`);
  await partner.getByLabel("Name").fill("Opening hours");
  await partner.getByRole("button", { name: "Create module" }).click();
  await expect(partner.getByRole("link", { name: /Opening hours/ }).first()).toBeVisible();

  // A visitor's lead, so the header carries its new-lead badge (which once pushed Sign out off the screen).
  await visitor.goto(`/${projectId}`);
  const form = visitor.locator("form").filter({ has: visitor.getByLabel("Email") });
  await form.getByLabel("Name").fill("Ada Visitor");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Message").fill("Do you deliver on Sundays?");
  await visitor.waitForTimeout(3_500);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(visitor.getByText("Thank you! Your message is on its way")).toBeVisible();

  await checkScreen(partner, "/", (page) => [signOut(page), page.getByTestId("header-new-leads"), page.getByRole("link", { name: "New project" })]);
  await checkScreen(partner, `/project/${projectId}`, (page) => [signOut(page), page.getByRole("button", { name: "Publish", exact: true }), page.getByRole("link", { name: "Open editor" })]);
  await checkScreen(partner, `/project/${projectId}/leads`, (page) => [signOut(page), page.getByRole("link", { name: "Export CSV" }), page.getByRole("link", { name: /Ada Visitor/ })]);
  await partner.getByRole("link", { name: /Ada Visitor/ }).click();
  await expect(partner.getByRole("heading", { name: "Ada Visitor" })).toBeVisible();
  await expectNoSidewaysScrolling(partner, "the opened lead");
  await expectReachable(partner.getByRole("button", { name: "Mark as read" }), "the opened lead");
  await expectReachable(partner.getByRole("link", { name: "Close the lead" }), "the opened lead");
  await checkScreen(partner, `/project/${projectId}/assets`, (page) => [signOut(page), page.getByRole("link", { name: "Upload images" }).first()]);
  await checkScreen(partner, `/project/${projectId}/urls`, (page) => [signOut(page)]);
  await checkScreen(partner, `/project/${projectId}/settings`, (page) => [signOut(page), page.getByRole("button", { name: "Save settings" })]);
  await checkScreen(partner, `/project/${projectId}/settings/domains`, (page) => [signOut(page), page.getByRole("button", { name: "Add domain" })]);
  await checkScreen(partner, `/project/${projectId}/members`, (page) => [signOut(page), page.getByRole("button", { name: "Create invitation" })]);
  await checkScreen(partner, `/project/${projectId}/ab-tests`, (page) => [signOut(page), page.getByRole("button", { name: "Copy the page into variants" })]);
  const editorControls = (page: Page) => [page.getByRole("button", { name: "Publish", exact: true }), page.getByRole("tab", { name: "Sections" }), page.getByRole("tab", { name: "Fields" }), page.getByRole("tab", { name: "Preview" })];
  await checkScreen(partner, `/editor/${projectId}/home`, editorControls);
  await partner.getByRole("button", { name: "Add section", exact: true }).tap();
  const picker = partner.getByRole("dialog", { name: "Add a section" });
  await expect(picker.getByRole("heading", { name: "Add a section" })).toBeVisible();
  await expectNoSidewaysScrolling(partner, "the section picker");
  await expectReachable(picker.getByRole("button", { name: "Default Hero" }), "the section picker");
  await expectReachable(picker.getByRole("button", { name: "Close" }), "the section picker");
  await picker.getByRole("button", { name: "Close" }).tap();
  await partner.getByRole("button", { name: /^Hero/ }).tap();
  await partner.getByRole("tabpanel", { name: "Fields" }).getByRole("button", { name: "Choose from assets" }).tap();
  const images = partner.getByRole("dialog", { name: "Choose an image" });
  await expect(images.getByRole("heading", { name: "Choose an image" })).toBeVisible();
  for (const control of [images.getByRole("button", { name: "Close" }), images.getByLabel("Search images"), images.getByText("Upload images"), images.getByRole("button", { name: "Refresh" })]) {
    await expectReachable(control, "the image picker");
  }
  await images.getByRole("button", { name: "Close" }).tap();
  await checkScreen(partner, `/editor-module/${projectId}/opening-hours`, editorControls);

  const suspendee = await phonePage(browser);
  await signIn(suspendee, `phone-suspendee-${stamp}@example.com`, `suspendee${stamp}`);
  const admin = await phonePage(browser);
  await signIn(admin, "admin@e2e.example", "Admin");
  await checkScreen(admin, "/", (page) => [page.getByRole("link", { name: "Admin", exact: true }), signOut(page)]);
  await checkScreen(admin, "/admin", (page) => [page.getByRole("link", { name: "Back to projects" }), page.getByRole("link", { name: "Audit log", exact: true })]);
  await checkScreen(admin, `/admin/users?q=suspendee${stamp}`, (page) => [page.getByRole("link", { name: `suspendee${stamp}` })]);
  await admin.getByRole("link", { name: `suspendee${stamp}` }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText(`suspendee${stamp}`);
  await checkScreen(admin, new URL(admin.url()).pathname, (page) => [page.getByRole("button", { name: "Suspend" })]);
  await admin.getByRole("button", { name: "Suspend" }).click();
  await expect(admin.getByText(`suspendee${stamp} is now suspended.`).first()).toBeVisible();
  await checkScreen(admin, "/admin/audit", (page) => [page.getByRole("link", { name: "Back to projects" })]);
  await checkScreen(admin, "/admin/templates", (page) => [page.getByRole("link", { name: "Back to projects" })]);
  await checkScreen(suspendee, "/unverified", (page) => [signOut(page)]);
});
