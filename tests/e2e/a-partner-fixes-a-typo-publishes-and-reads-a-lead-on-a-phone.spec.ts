import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, expectReachable } from "./phone";
import { signIn } from "./sign-in";

// Runs in the `phone` project of playwright.config.ts: every context is a 390 × 844 touch screen.

const tab = (page: Page, name: string) => page.getByRole("tablist", { name: "Editor panels" }).getByRole("tab", { name });
const panel = (page: Page, name: string) => page.getByRole("tabpanel", { name });

async function expectShown(page: Page, name: "Sections" | "Fields" | "Preview") {
  await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
  await expect(panel(page, name)).toBeVisible();
  for (const other of ["Sections", "Fields", "Preview"].filter((each) => each !== name)) await expect(panel(page, other)).toBeHidden();
}

test("on a phone a partner creates a project, fixes a title through the editor's tabs, publishes it, and reads a visitor's lead", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const projectId = `typo${stamp}`;
  const partner = await (await browser.newContext()).newPage();
  await signIn(partner, `typo-${stamp}@example.com`, "Tess Typo");
  await waitForHydration(partner);

  await partner.getByRole("link", { name: "New project" }).first().tap();
  const dialog = partner.getByRole("dialog", { name: "New project" });
  await dialog.getByLabel("Name").pressSequentially("Corner Bakery");
  await dialog.getByLabel("Project id").fill("");
  await dialog.getByLabel("Project id").pressSequentially(projectId);
  await dialog.getByRole("button", { name: "Create project" }).tap();
  await expect(partner).toHaveURL(new RegExp(`/project/${projectId}$`));
  await partner.getByRole("link", { name: "Open editor" }).tap();
  await expect(partner).toHaveURL(new RegExp(`/editor/${projectId}/home$`));
  await waitForHydration(partner);

  // One panel at a time: the section list first, a tapped section opens its fields.
  await expectNoSidewaysScrolling(partner, "the editor");
  await expectShown(partner, "Sections");
  await panel(partner, "Sections").getByRole("button", { name: /^Hero/ }).tap();
  await expectShown(partner, "Fields");
  const title = panel(partner, "Fields").getByLabel("Title", { exact: true });
  await title.fill("");
  await title.pressSequentially("Fresh bread every morning");
  await expect(partner.getByTestId("save-status")).toHaveAttribute("data-status", "saved");

  // The tabs follow the keyboard too: arrows wrap around, Home and End jump.
  await tab(partner, "Fields").focus();
  await partner.keyboard.press("ArrowRight");
  await expectShown(partner, "Preview");
  await expect(tab(partner, "Preview")).toBeFocused();
  await partner.keyboard.press("ArrowRight");
  await expectShown(partner, "Sections");
  await partner.keyboard.press("End");
  await expectShown(partner, "Preview");
  await partner.keyboard.press("Home");
  await expectShown(partner, "Sections");
  await partner.keyboard.press("ArrowLeft");
  await expectShown(partner, "Preview");

  // The preview shows the phone's own width, at full size.
  const preview = partner.frameLocator("[data-testid=preview-frame]");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Fresh bread every morning");
  await expect(partner.getByTestId("preview-frame")).toHaveAttribute("data-scale", "1.000");
  await expectReachable(partner.getByRole("button", { name: "Publish", exact: true }), "the editor");
  await partner.getByRole("button", { name: "Publish", exact: true }).tap();
  await expect(partner.getByText("Published as version 1.")).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${projectId}`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Fresh bread every morning");
  const form = visitor.locator("form").filter({ has: visitor.getByLabel("Email") });
  await form.getByLabel("Name").pressSequentially("Ada Visitor");
  await form.getByLabel("Email").pressSequentially("ada@example.com");
  await form.getByLabel("Message").pressSequentially("Two loaves on Sunday?");
  await visitor.waitForTimeout(3_500);
  await form.getByRole("button", { name: "Send" }).tap();
  await expect(visitor.getByText("Thank you! Your message is on its way")).toBeVisible();

  await partner.getByRole("link", { name: "Corner Bakery" }).tap();
  await expect(partner).toHaveURL(new RegExp(`/project/${projectId}$`));
  await partner.getByRole("navigation", { name: "Project" }).getByRole("link", { name: /Leads/ }).tap();
  await partner.getByRole("link", { name: /Ada Visitor/ }).tap();
  const lead = partner.getByRole("complementary").filter({ has: partner.getByRole("heading", { name: "Ada Visitor" }) });
  await expect(lead.getByText("Two loaves on Sunday?")).toBeInViewport();
  await expectNoSidewaysScrolling(partner, "the opened lead");
});
