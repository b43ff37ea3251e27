import { expect, test } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, PHONE_WIDTH } from "./phone";
import { signIn } from "./sign-in";

test("a partner exports a project, downloads its live site and imports it again, by keyboard on a phone", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ acceptDownloads: true, viewport: { width: PHONE_WIDTH, height: 844 } })).newPage();
  const projectId = `away${Date.now().toString(36)}`;
  await signIn(page, `owner-${projectId}@example.com`, "Pia Owner");
  await createProjectFromDashboard(page, "Corner Bakery", projectId);

  // Nothing is live yet: the download says why instead of saving anything.
  await page.goto(`/project/${projectId}/settings`);
  await waitForHydration(page);
  await expectNoSidewaysScrolling(page, "settings");
  const liveSite = page.getByRole("link", { name: "Download the live site" });
  await liveSite.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "This project is not published" })).toBeVisible();

  await page.goto(`/project/${projectId}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("publish-status")).toHaveText("Live: version 1");

  await page.goto(`/project/${projectId}/settings`);
  await waitForHydration(page);
  const exportLink = page.getByRole("link", { name: "Export project" });
  await exportLink.focus();
  const [exported] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(exported.suggestedFilename()).toMatch(new RegExp(`^${projectId}-export-\\d{4}-\\d\\d-\\d\\d\\.zip$`));
  const archive = (await exported.path()) ?? "";

  await liveSite.focus();
  const [site] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(site.suggestedFilename()).toMatch(new RegExp(`^${projectId}-site-\\d{4}-\\d\\d-\\d\\d\\.zip$`));

  // Import: under its own id it is refused (taken) with the reason; under a new one it opens.
  await page.goto("/");
  await waitForHydration(page);
  await expectNoSidewaysScrolling(page, "dashboard");
  // The import is folded under a quiet summary below the projects; a tap opens it.
  await page.getByText("Import a project").click();
  await page.getByLabel("Exported project").setInputFiles(archive);
  await page.getByRole("button", { name: "Import project" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: `The id “${projectId}” is already taken` })).toBeVisible();
  const copyId = `${projectId}copy`;
  await page.getByLabel("Import as").pressSequentially(copyId);
  await page.getByRole("button", { name: "Import project" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/project/${copyId}$`));
  await expect(page.getByRole("heading", { name: "Corner Bakery" }).first()).toBeVisible();
});
