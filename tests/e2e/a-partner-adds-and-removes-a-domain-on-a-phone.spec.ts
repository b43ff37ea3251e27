import { expect, test } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, expectReachable } from "./phone";
import { signIn } from "./sign-in";

// Runs in the `phone` project of playwright.config.ts: a 390 × 844 touch screen. It never presses
// "Check now": the e2e server has no DNS server of its own on loopback to ask.

test("a partner adds a domain from settings, sees the records to set, is told what is wrong with a bad name, and removes it", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const projectId = `dom${stamp}`;
  await signIn(page, `domains-${stamp}@example.com`, "Dora Domains");
  await createProjectFromDashboard(page, "Crumb and Co", projectId);

  await page.goto(`/project/${projectId}/settings`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Domains" }).tap();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/settings/domains$`));
  await expect(page.getByRole("heading", { name: "No domains yet" })).toBeVisible();

  const field = page.getByLabel("Domain name");
  await field.pressSequentially("crumb.test:8080");
  await page.getByRole("button", { name: "Add domain" }).tap();
  await expect(page.getByText("Leave out the port: a domain is served on the standard ports 80 and 443.")).toBeVisible();
  await expect(field).toHaveValue("crumb.test:8080");

  await field.clear();
  await field.pressSequentially("https://Crumb.Test/");
  await field.press("Enter");
  await expect(page.getByText("crumb.test was added.")).toBeVisible();
  await expect(field).toHaveValue("");
  const row = page.getByRole("article", { name: "crumb.test" });
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  const txt = row.getByRole("row").filter({ hasText: "_pagewright.crumb.test" });
  await expect(txt.getByRole("cell").first()).toHaveText("TXT");
  await expect(txt.locator("code")).toHaveText(/^pagewright-verify-[A-Za-z0-9]{32}$/);
  await expect(row.getByRole("button", { name: "Make primary" })).toHaveCount(0);

  await expectNoSidewaysScrolling(page, "the domains screen");
  for (const control of [row.getByRole("button", { name: "Check now" }), row.getByRole("button", { name: "Remove" }), page.getByRole("button", { name: "Add domain" })]) {
    await expectReachable(control, "the domains screen");
  }

  await row.getByRole("button", { name: "Remove" }).tap();
  const dialog = page.getByRole("dialog", { name: "Remove crumb.test?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Remove" }).tap();
  await expect(page.getByText("crumb.test was removed from this project.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No domains yet" })).toBeVisible();
});
