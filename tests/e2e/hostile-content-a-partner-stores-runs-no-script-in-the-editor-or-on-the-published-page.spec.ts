import { expect, test, type Frame, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import type { HostilePreview } from "../../app/features/sections/catalogue/catalogue-data";
import { XSS_CORPUS_MARKER, XSS_URL_PAYLOADS } from "../../app/features/sections/fixtures/xss-corpus";
import { hostileSectionsFile, waitForHydration } from "./helpers";
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
  return previews.map(({ section }) => section).filter((section) => urlIndex(section) < XSS_URL_PAYLOADS.length);
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

/** Collects what a run script would leave behind: dialogs, console errors, page errors. */
function watchForScript(page: Page): string[] {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Failed to load resource")) problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Takes the Content-Security-Policy away from documents, so the test proves the markup is safe on its own. */
async function withoutContentSecurityPolicy(page: Page, documentPath: string) {
  await page.route(`**${documentPath}`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
}

/** Opens every disclosure and hovers every interactive element among the rendered sections, then lists what script could have left. */
async function scriptTraces(frame: Frame, sectionsSelector: string) {
  for (const details of await frame.locator(`${sectionsSelector} details`).all()) await details.evaluate((element) => element.setAttribute("open", ""));
  for (const element of await frame.locator(`${sectionsSelector} :is(a, button, summary, img)`).all()) await element.hover({ force: true, timeout: 1_000 }).catch(() => undefined);
  await frame.waitForTimeout(500);
  return frame.evaluate(
    ({ selector, marker }) => {
      const elements = [...document.querySelectorAll(`${selector} *`)];
      const flag = (target: Window) => (target as unknown as { __xss?: unknown }).__xss ?? null;
      return {
        xss: flag(window) ?? flag(window.parent),
        injectedElements: document.querySelectorAll(`#${marker}`).length,
        scripts: document.querySelectorAll(`${selector} :is(script, iframe, object, embed, style)`).length,
        eventHandlers: elements.flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith("on")).map((attribute) => attribute.name)),
        badUrls: elements.flatMap((element) =>
          ["href", "src", "action", "formaction"].flatMap((name) => {
            const value = element.getAttribute(name) ?? "";
            // Browsers ignore control characters and spaces in a URL's scheme, so the check does too.
            // eslint-disable-next-line no-control-regex
            return /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, "")) ? [value] : [];
          }),
        ),
      };
    },
    { selector: sectionsSelector, marker: XSS_CORPUS_MARKER },
  );
}

const NO_TRACES = { xss: null, injectedElements: 0, scripts: 0, eventHandlers: [], badUrls: [] };

test("hostile text and links a partner stores run no script in the editor's preview or on the published page", async ({ browser }) => {
  // Publishing a page of every type's hostile sections (close to the 200 a page holds) is slow on a busy machine.
  test.setTimeout(240_000);
  const partner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const projectId = `hostile${Date.now().toString(36)}`;
  await signIn(partner, `mallory-${projectId}@example.com`, "Mallory");
  await partner.goto("/?modal=new-project");
  await partner.getByLabel("Name").fill("Hostile content");
  await partner.getByLabel("Project id").fill(projectId);
  await partner.getByRole("button", { name: "Create project" }).click();
  await expect(partner).toHaveURL(new RegExp(`/project/${projectId}$`));
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
