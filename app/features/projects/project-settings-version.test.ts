import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { getProject } from "./get-project.server";
import { STALE_PAGE_MESSAGE, STALE_PROJECT_MESSAGE } from "./project-messages";
import { setHomePage } from "./set-home-page.server";
import { createFixture, refusal, snapshot, type Fixture } from "./test-fixtures";
import { updateProjectSettings, type UpdateProjectSettingsInput } from "./update-project-settings.server";
import { AppError } from "~/lib/app-error";

describe.each(testDialects())("the version of a project's settings on %s", (dialect) => {
  let f: Fixture;
  let homePageId: string;
  const save = (input: Partial<UpdateProjectSettingsInput> & { version: number }) =>
    updateProjectSettings(f.db, f.owner, { projectId: "shop", name: "Shop", primaryColor: "#1d4ed8", homePageId, ...input });
  const stored = async () => (await getProject(f.db, f.owner, { projectId: "shop" })).project;

  beforeEach(async () => {
    f = await createFixture(dialect);
    ({ homePageId } = await createProject(f.db, f.owner, { name: "Shop", id: "shop" }));
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("starts at 1 and goes up by one with every save", async () => {
    expect((await stored()).settingsVersion).toBe(1);
    expect(await save({ version: 1, seoTitle: "Fresh bread" })).toEqual({ version: 2 });
    expect(await save({ version: 2, seoTitle: "Fresh bread daily" })).toEqual({ version: 3 });
    expect(await stored()).toMatchObject({ settingsVersion: 3, settings: { seoTitle: "Fresh bread daily" } });
  });

  it("refuses a save made from a version someone has saved over, with the pages' conflict message, changing nothing", async () => {
    await save({ version: 1, seoTitle: "Fresh bread" });
    const before = await snapshot(f.db);
    const stale = await refusal(save({ version: 1, name: "Renamed", seoTitle: "" }), "STALE_VERSION");
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(STALE_PROJECT_MESSAGE);
    expect(stale.message).toBe(STALE_PAGE_MESSAGE.replace("page", "project"));
    expect(await snapshot(f.db)).toEqual(before);
    expect(await stored()).toMatchObject({ name: "Shop", settings: { seoTitle: "Fresh bread" } });
  });

  it("applies exactly one of two saves made at once from the same version", async () => {
    const results = await Promise.allSettled([save({ version: 1, seoTitle: "First" }), save({ version: 1, seoTitle: "Second" })]);
    const codes = results.map((result) => (result.status === "fulfilled" ? "OK" : result.reason instanceof AppError ? result.reason.code : String(result.reason)));
    expect(codes.sort()).toEqual(["OK", "STALE_VERSION"]);
    const winner = results.findIndex((result) => result.status === "fulfilled");
    expect(await stored()).toMatchObject({ settingsVersion: 2, settings: { seoTitle: winner === 0 ? "First" : "Second" } });
  });

  it("counts a new home page as a change of the settings, so a form loaded before it is refused", async () => {
    const about = await createPage(f.db, f.owner, { projectId: "shop", title: "About", slug: "about" });
    await setHomePage(f.db, f.owner, { projectId: "shop", pageId: about.id });
    await refusal(save({ version: 1 }), "STALE_VERSION");
    expect(await stored()).toMatchObject({ homePageId: about.id, settingsVersion: 2 });
    await save({ version: 2, homePageId: about.id, seoTitle: "Bread" });
  });

  it("keeps the favicon and social links the form does not show", async () => {
    await save({ version: 1, socialLinks: ["https://instagram.com/shop"] });
    await f.db.updateTable("projects").set({ settings: { ...(await stored()).settings, faviconAssetId: "icon1" } }).execute();
    await save({ version: 2, seoTitle: "Bread" });
    expect((await stored()).settings).toMatchObject({ faviconAssetId: "icon1", socialLinks: ["https://instagram.com/shop"], seoTitle: "Bread" });
  });

  it("refuses a save without a version", async () => {
    const missing = await refusal(updateProjectSettings(f.db, f.owner, { projectId: "shop", name: "Shop", primaryColor: "#1d4ed8", homePageId, version: "" }), "INVALID");
    expect(missing.fieldErrors.version).toMatch(/version/);
  });
});
