import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createModule } from "./create-module.server";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { deleteProject } from "./delete-project.server";
import { getProject } from "./get-project.server";
import { listProjects } from "./list-projects.server";
import { createFixture, refusal, snapshot, type Fixture } from "./test-fixtures";
import { updateProjectSettings } from "./update-project-settings.server";

describe.each(testDialects())("projects on %s", (dialect) => {
  let f: Fixture;
  beforeEach(async () => {
    f = await createFixture(dialect);
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("lists only the partner's own projects, most recently changed first, with page counts", async () => {
    await createProject(f.db, f.owner, { name: "Alpha", id: "alpha" });
    await createProject(f.db, f.owner, { name: "Beta", id: "beta" });
    await createProject(f.db, f.other, { name: "Theirs", id: "theirs" });
    await createPage(f.db, f.owner, { projectId: "alpha", title: "About", slug: "about" });

    const { projects, hasMore } = await listProjects(f.db, f.owner);
    expect(projects.map((project) => [project.id, project.pageCount])).toEqual([
      ["alpha", 2],
      ["beta", 1],
    ]);
    expect(hasMore).toBe(false);
    expect(projects[0]?.lastPublishedAt).toBeNull();
    expect(projects[0]?.updated).toBeInstanceOf(Date);
  });

  it("searches the list by name or id, case-insensitively, treating wildcards literally", async () => {
    await createProject(f.db, f.owner, { name: "Summer Sale", id: "promo" });
    await createProject(f.db, f.owner, { name: "Winter", id: "winterdeals" });
    await createProject(f.db, f.owner, { name: "100% Organic", id: "organic" });
    const ids = async (search: string) => (await listProjects(f.db, f.owner, { search })).projects.map((project) => project.id);
    expect(await ids("SUMMER")).toEqual(["promo"]);
    expect(await ids("deals")).toEqual(["winterdeals"]);
    expect(await ids("%")).toEqual(["organic"]);
    expect(await ids("_")).toEqual([]);
  });

  it("pages through a long list", async () => {
    for (const id of ["aa", "bb", "cc"]) await createProject(f.db, f.owner, { name: id, id });
    const first = await listProjects(f.db, f.owner, { limit: 2 });
    expect(first.projects).toHaveLength(2);
    expect(first.hasMore).toBe(true);
  });

  it("gives the owner the project with its pages in order and its modules", async () => {
    const { homePageId } = await createProject(f.db, f.owner, { name: "Shop", id: "Shop" });
    await createPage(f.db, f.owner, { projectId: "shop", title: "About", slug: "about" });
    await createModule(f.db, f.owner, { projectId: "shop", name: "Footer", slug: "footer" });

    const overview = await getProject(f.db, f.owner, { projectId: "SHOP" });
    expect(overview.project).toMatchObject({ id: "shop", name: "Shop", homePageId, ownerId: "owner" });
    expect(overview.pages.map((page) => [page.slug, page.isHome])).toEqual([
      ["home", true],
      ["about", false],
    ]);
    expect(overview.modules.map((found) => found.slug)).toEqual(["footer"]);
    expect(overview.canEdit).toBe(true);
  });

  it("saves the settings: name, colour, home page, SEO defaults, lead email, contact details and social links", async () => {
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
    const about = await createPage(f.db, f.owner, { projectId: "shop", title: "About", slug: "about" });
    await updateProjectSettings(f.db, f.owner, {
      projectId: "shop",
      version: 1,
      name: "Shop & Co",
      primaryColor: "#FF0000",
      homePageId: about.id,
      seoTitle: "Shop & Co — fresh bread",
      seoDescription: "",
      leadNotificationEmail: "Owner@Example.com",
      contactEmail: " hello@shop.test ",
      contactPhone: "+44 1632 960123",
      contactAddress: "",
      // As the settings form sends them: one per line, blank lines ignored.
      socialLinks: "https://instagram.com/shop\r\n\r\n  https://x.com/shop  \n",
    });
    const { project } = await getProject(f.db, f.owner, { projectId: "shop" });
    expect(project).toMatchObject({ name: "Shop & Co", primaryColor: "#ff0000", homePageId: about.id });
    expect(project.settings).toEqual({
      seoTitle: "Shop & Co — fresh bread",
      seoDescription: null,
      faviconAssetId: null,
      socialLinks: ["https://instagram.com/shop", "https://x.com/shop"],
      leadNotificationEmail: "owner@example.com",
      contactEmail: "hello@shop.test",
      contactPhone: "+44 1632 960123",
      contactAddress: null,
      // Not sent, so the stored choice is kept: here the default a project starts with.
      typography: "system",
      // The switch was off (not sent): pages use the contrast-safe shade (decision 0027).
      isPrimaryExact: false,
      // Not sent either: the language the project was made in.
      language: "en",
      // No wording of its own.
      visitorTexts: {},
      languages: [],
    });
  });

  it("keeps a partner's wording of visitor texts, drops emptied ones, and refuses a text with a placeholder it cannot fill, changing nothing", async () => {
    await createProject(f.db, f.owner, { name: "Boulangerie", id: "shop", language: "fr" });
    const { project } = await getProject(f.db, f.owner, { projectId: "shop" });
    const valid = { projectId: "shop", name: "Boulangerie", primaryColor: "#123456", homePageId: project.homePageId ?? "" };
    await updateProjectSettings(f.db, f.owner, { ...valid, version: 1, visitorTexts: { formSend: "  Commander ", formBackTo: "Revenir chez {site}", formThankYou: " " } });
    const saved = (await getProject(f.db, f.owner, { projectId: "shop" })).project;
    expect(saved.settings.visitorTexts).toEqual({ formSend: "Commander", formBackTo: "Revenir chez {site}" });
    // A save that does not send them (another client of the use case) keeps them.
    await updateProjectSettings(f.db, f.owner, { ...valid, version: 2 });
    expect((await getProject(f.db, f.owner, { projectId: "shop" })).project.settings.visitorTexts).toEqual({ formSend: "Commander", formBackTo: "Revenir chez {site}" });
    const before = await snapshot(f.db);
    const badPlaceholder = await refusal(updateProjectSettings(f.db, f.owner, { ...valid, version: 3, visitorTexts: { formBackTo: "Revenir chez {boutique}", formSend: "Envoyer {" } }), "INVALID");
    expect(badPlaceholder.fieldErrors).toEqual({
      "visitorTexts.formBackTo": "This text can only use {site}, not {boutique}.",
      "visitorTexts.formSend": "Check the braces: a placeholder is written {name}, and a brace shown as such is written '{'.",
    });
    const unknown = await refusal(updateProjectSettings(f.db, f.owner, { ...valid, version: 3, visitorTexts: { madeUp: "x" } }), "INVALID");
    expect(unknown.fieldErrors).toEqual({ visitorTexts: "There is no visitor text called “madeUp”." });
    await refusal(updateProjectSettings(f.db, f.owner, { ...valid, version: 3, visitorTexts: { formSend: "x".repeat(501) } }), "INVALID");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("makes a project in the language it is given, changes it in the settings, and refuses a language it does not list, changing nothing", async () => {
    await createProject(f.db, f.owner, { name: "Boulangerie", id: "shop", language: "fr" });
    const { project } = await getProject(f.db, f.owner, { projectId: "shop" });
    expect(project.settings.language).toBe("fr");
    const valid = { projectId: "shop", version: 1, name: "Boulangerie", primaryColor: "#123456", homePageId: project.homePageId ?? "" };
    const before = await snapshot(f.db);
    for (const language of ["tlh", "fr-FR-x-made-up", "x".repeat(500)]) {
      const refused = await refusal(updateProjectSettings(f.db, f.owner, { ...valid, language }), "INVALID");
      expect(refused.fieldErrors.language).toBe("Choose one of the listed languages.");
    }
    expect(await snapshot(f.db)).toEqual(before);
    await updateProjectSettings(f.db, f.owner, { ...valid, language: "AR" });
    expect((await getProject(f.db, f.owner, { projectId: "shop" })).project.settings.language).toBe("ar");
    await refusal(createProject(f.db, f.owner, { name: "Other", id: "other", language: "klingon" }), "INVALID");
    expect(await f.db.selectFrom("projects").select("id").where("id", "=", "other").executeTakeFirst()).toBeUndefined();
  });

  it("reads settings saved before contact details, typefaces and languages existed with those details empty, the system fonts and English", async () => {
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
    const older = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: ["https://instagram.com/shop"], leadNotificationEmail: null };
    await f.db.updateTable("projects").set({ settings: older }).where("id", "=", "shop").execute();
    const { project } = await getProject(f.db, f.owner, { projectId: "shop" });
    expect(project.settings).toEqual({ ...older, contactEmail: null, contactPhone: null, contactAddress: null, typography: "system", isPrimaryExact: false, language: "en", visitorTexts: {}, languages: [] });
  });

  it("refuses settings with a bad email, a long SEO title or a home page of another project, changing nothing", async () => {
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
    const { homePageId: foreignPage } = await createProject(f.db, f.owner, { name: "Other", id: "other" });
    const { project } = await getProject(f.db, f.owner, { projectId: "shop" });
    const valid = { projectId: "shop", version: 1, name: "Shop", primaryColor: "#123456", homePageId: project.homePageId ?? "" };
    const before = await snapshot(f.db);

    const badEmail = await refusal(updateProjectSettings(f.db, f.owner, { ...valid, leadNotificationEmail: "nobody@" }), "INVALID");
    expect(badEmail.fieldErrors.leadNotificationEmail).toBe("Enter a valid email address, such as name@example.com.");
    const longTitle = await refusal(updateProjectSettings(f.db, f.owner, { ...valid, seoTitle: "x".repeat(71) }), "INVALID");
    expect(longTitle.fieldErrors.seoTitle).toBe("The default SEO title can be at most 70 characters.");
    const foreign = await refusal(updateProjectSettings(f.db, f.owner, { ...valid, homePageId: foreignPage }), "INVALID");
    expect(foreign.fieldErrors.homePageId).toBe("The chosen home page is not a page of this project.");
    const badLink = await refusal(updateProjectSettings(f.db, f.owner, { ...valid, socialLinks: ["javascript:alert(1)"] }), "INVALID");
    expect(badLink.fieldErrors.socialLinks).toBe("Each social link must be a full http(s) address.");
    const badContact = await refusal(updateProjectSettings(f.db, f.owner, { ...valid, contactEmail: "hello@", contactPhone: "1".repeat(41) }), "INVALID");
    expect(badContact.fieldErrors).toMatchObject({ contactEmail: "Enter a valid email address, such as name@example.com.", contactPhone: "The phone number can be at most 40 characters." });
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("deletes a project with all its pages and modules once the id is typed to confirm", async () => {
    await createProject(f.db, f.owner, { name: "Shop", id: "shop", start: "starter" });
    await createPage(f.db, f.owner, { projectId: "shop", title: "About", slug: "about" });
    await createModule(f.db, f.owner, { projectId: "shop", name: "Footer", slug: "footer" });
    await createProject(f.db, f.owner, { name: "Keep", id: "keep" });

    await deleteProject(f.db, f.owner, { projectId: "shop", confirmId: "Shop" });
    const after = await snapshot(f.db);
    expect(after.projects.map((project) => project.id)).toEqual(["keep"]);
    expect(after.pages.map((page) => page.projectId)).toEqual(["keep"]);
    expect(after.modules).toEqual([]);
    await refusal(getProject(f.db, f.owner, { projectId: "shop" }), "NOT_FOUND");
  });

  it("refuses to delete a project when the typed id does not match", async () => {
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
    const before = await snapshot(f.db);
    const error = await refusal(deleteProject(f.db, f.owner, { projectId: "shop", confirmId: "shops" }), "INVALID");
    expect(error.fieldErrors.confirmId).toBe("Type the project id “shop” exactly to confirm.");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("answers NOT_FOUND for a project id that does not exist", async () => {
    await refusal(getProject(f.db, f.owner, { projectId: "nothing" }), "NOT_FOUND");
    await refusal(deleteProject(f.db, f.owner, { projectId: "nothing", confirmId: "nothing" }), "NOT_FOUND");
  });
});
