import { expect, test, type Browser } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { signIn } from "./sign-in";
import { createProjectFromDashboard } from "./helpers";

type StoredSection = { id: string; type: string; props: Record<string, unknown> };

// The editor is another test's subject; here the partner's edit of the copy is made where the editor saves it.
function editCopyHeroTitle(projectId: string, slug: string, title: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "pagewright.db"));
  try {
    const page = db.prepare("select id, sections from pages where project_id = ? and slug = ?").get(projectId, slug) as { id: string; sections: string };
    const sections = (JSON.parse(page.sections) as StoredSection[]).map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title } } : section));
    db.prepare("update pages set sections = ?, version = version + 1 where id = ?").run(JSON.stringify(sections), page.id);
  } finally {
    db.close();
  }
}

/** What visitors with different browsers are shown: their home page's main heading, one visitor per user agent, no cookies kept between them. */
async function headingsSeen(browser: Browser, projectId: string, visitors: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let visitor = 0; visitor < visitors; visitor++) {
    const context = await browser.newContext({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${visitor}.0 Safari/537.36`, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${projectId}`);
    seen.add((await page.getByRole("heading", { level: 1 }).textContent()) ?? "");
    expect(await context.cookies()).toEqual([]);
    await context.close();
  }
  return seen;
}

test("a partner starts an A/B test of the home page, edits B, visitors see both variants, and promoting B makes it the page", async ({ browser }) => {
  test.setTimeout(180_000);
  const partner = await (await browser.newContext()).newPage();
  const projectId = `abtest${Date.now().toString(36)}`;
  await signIn(partner, `ab-${projectId}@example.com`, "Ana Tester");
  await createProjectFromDashboard(partner, "Corner Bakery", projectId);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  // From the page's menu.
  await partner.getByRole("button", { name: "More actions for “Home”" }).click();
  await partner.getByRole("menuitem", { name: "Start an A/B test" }).click();
  await expect(partner).toHaveURL(new RegExp(`/project/${projectId}/ab-tests\\?page=`));
  await partner.getByRole("button", { name: "Copy the page into variants" }).click();
  await expect(partner.getByTestId("results-sentence")).toHaveText("No visitors yet.");

  // "Edit B" opens the copy in the normal editor.
  await partner.getByRole("link", { name: "Edit B" }).click();
  await expect(partner).toHaveURL(new RegExp(`/editor/${projectId}/home-b$`));
  editCopyHeroTitle(projectId, "home-b", "Warm bread, every morning");
  await partner.goBack();
  await partner.getByRole("button", { name: "Start the test" }).click();
  await expect(partner.getByText(/The test is running\. Published as version 2\./).first()).toBeVisible();

  // Visitors are split on the server: some see A, some B, without a cookie or a script.
  const seen = await headingsSeen(browser, projectId, 24);
  expect([...seen].sort()).toEqual(["Corner Bakery, made simple", "Warm bread, every morning"]);

  await partner.reload();
  await expect(partner.getByTestId("results-sentence")).toHaveText(/is ahead with \d+% probability|No visitors yet\./);
  await expect(partner.getByRole("table", { name: "Results per variant" })).toContainText("A (original)");
  await partner.getByRole("button", { name: "Promote B" }).click();
  await expect(partner.getByText(/B is now the page and the test has ended\./).first()).toBeVisible();
  expect([...(await headingsSeen(browser, projectId, 6))]).toEqual(["Warm bread, every morning"]);
});
