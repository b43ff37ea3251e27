import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import type { HostilePreview } from "../../app/features/sections/catalogue/catalogue-data";
import { XSS_URL_PAYLOADS } from "../../app/features/sections/fixtures/xss-corpus";
import { createProjectFromDashboard, hostileSectionsFile, waitForHydration } from "./helpers";
import { NO_TRACES, scriptTraces, watchForScript, withoutContentSecurityPolicy } from "./script-traces";
import { signIn } from "./sign-in";

type Section = HostilePreview["section"];

/**
 * A page holds at most 200 sections, so it gets every text section but, of each type's poisoned
 * links, only its first field's: the corpus lists a field's addresses together, numbered from 0
 * per type (the section catalogue's ?fixture=xss view shows every field).
 */
function hostileSectionsForOnePage(): Section[] {
  const previews = JSON.parse(fs.readFileSync(hostileSectionsFile(), "utf8")) as HostilePreview[];
  const urlIndex = (section: Section) => Number(section.id.split("-url-")[1] ?? -1);
  // The Arabic previews are texts for the catalogue to lay over its defaults, not sections to store.
  return previews.map(({ section }) => section).filter((section) => !section.id.startsWith("arabic-") && urlIndex(section) < XSS_URL_PAYLOADS.length);
}

// The editor is another test's subject, and it refuses the hostile addresses: the content is put
// where the editor saves it, as old or imported content could hold it.
function storeHomePageSections(projectId: string, sections: Section[]) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "pagewright.db"));
  try {
    const page = db.prepare("select pages.id from pages join projects on projects.home_page_id = pages.id where projects.id = ?").get(projectId) as { id: string };
    db.prepare("update pages set sections = ?, version = version + 1 where id = ?").run(JSON.stringify(sections), page.id);
  } finally {
    db.close();
  }
}

test("hostile text and links a partner stores run no script in the editor's preview or on the published page", async ({ browser }) => {
  // Publishing a page of every type's hostile sections (close to the 200 a page holds), and hovering each of their
  // links and buttons in the preview, is slow on a busy machine: 1.6 min on a quiet one, over 4 on a busy one.
  test.setTimeout(420_000);
  const partner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const projectId = `hostile${Date.now().toString(36)}`;
  await signIn(partner, `mallory-${projectId}@example.com`, "Mallory");
  await createProjectFromDashboard(partner, "Hostile content", projectId);
  storeHomePageSections(projectId, hostileSectionsForOnePage());

  const editorProblems = watchForScript(partner);
  await withoutContentSecurityPolicy(partner, `/editor/${projectId}/home`);
  await partner.goto(`/editor/${projectId}/home`);
  await waitForHydration(partner);
  const preview = await partner.locator("[data-testid=preview-frame]").elementHandle().then((frame) => frame?.contentFrame());
  if (!preview) throw new Error("the editor shows no preview");
  await expect(preview.locator("[data-pw-section]").filter({ hasText: "<script>window.__xss = 1</script>" }).first()).toBeVisible();
  expect(await scriptTraces(preview, "[data-pw-section]")).toEqual(NO_TRACES);
  expect(editorProblems).toEqual([]);

  await partner.goto(`/project/${projectId}`);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

  const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const visitorProblems = watchForScript(visitor);
  await withoutContentSecurityPolicy(visitor, `/${projectId}`);
  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(200);
  await expect(visitor.getByText("<script>window.__xss = 1</script>").first()).toBeVisible();
  expect(await scriptTraces(visitor.mainFrame(), ".pw-site")).toEqual(NO_TRACES);
  expect(visitorProblems).toEqual([]);
});
