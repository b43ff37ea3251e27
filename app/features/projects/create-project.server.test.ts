import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { checkProjectIdAvailability } from "./check-project-id-availability.server";
import { createProject } from "./create-project.server";
import { createFixture, refusal, snapshot, type Fixture } from "./test-fixtures";

describe.each(testDialects())("creating a project on %s", (dialect) => {
  let f: Fixture;
  beforeEach(async () => {
    f = await createFixture(dialect);
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("creates a blank project with an empty home page, storing the id in lower case", async () => {
    const created = await createProject(f.db, f.owner, { name: "My Site", id: "MySite", primaryColor: "#ABC", start: "blank" });
    expect(created.id).toBe("mysite");
    const project = await f.db.selectFrom("projects").selectAll().executeTakeFirstOrThrow();
    expect(project).toMatchObject({ id: "mysite", ownerId: "owner", name: "My Site", primaryColor: "#aabbcc", homePageId: created.homePageId });
    expect(project.settings).toEqual({
      seoTitle: null,
      seoDescription: null,
      faviconAssetId: null,
      socialLinks: [],
      leadNotificationEmail: null,
      contactEmail: null,
      contactPhone: null,
      contactAddress: null,
      // None given: English, as for a site made before there was a choice.
      language: "en",
    });
    const pages = await f.db.selectFrom("pages").selectAll().execute();
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ id: created.homePageId, slug: "home", title: "Home", sections: [], version: 1, position: 1 });
  });

  it("creates a starter project whose home page has header, hero, feature list, pricing, FAQ and contact", async () => {
    const { id, homePageId } = await createProject(f.db, f.owner, { name: "Bakery", start: "starter" });
    expect(await f.db.selectFrom("projects").select("primaryColor").where("id", "=", id).executeTakeFirst()).toEqual({ primaryColor: "#1d4ed8" });
    const page = await f.db.selectFrom("pages").selectAll().where("id", "=", homePageId).executeTakeFirstOrThrow();
    expect(page.sections.map((section) => section.type)).toEqual(["header", "hero", "feature-list", "pricing", "faq", "contact"]);
    expect(new Set(page.sections.map((section) => section.id)).size).toBe(6);
    expect(page.sections[0]?.props).toMatchObject({ siteName: "Bakery" });
  });

  it("suggests the id from the name, with a random suffix when that id is taken or reserved", async () => {
    expect((await createProject(f.db, f.owner, { name: "Bakery Shop" })).id).toBe("bakeryshop");
    expect((await createProject(f.db, f.other, { name: "Bakery Shop" })).id).toMatch(/^bakeryshop[a-z0-9]{4}$/);
    expect((await createProject(f.db, f.owner, { name: "Admin" })).id).toMatch(/^admin[a-z0-9]{4}$/);
  });

  it("refuses malformed and reserved ids with a message for the id field, creating nothing", async () => {
    const cases: Array<[string, RegExp]> = [
      ["1site", /start with a letter/],
      ["a", /at least 2 characters/],
      ["my site", /only contain letters and digits/],
      ["my-site", /only contain letters and digits/],
      ["SignIn", /used by Pagewright itself/],
      ["project", /used by Pagewright itself/],
    ];
    for (const [id, message] of cases) {
      const error = await refusal(createProject(f.db, f.owner, { name: "Site", id }), "INVALID");
      expect(error.status).toBe(400);
      expect(error.fieldErrors.id).toMatch(message);
    }
    expect((await snapshot(f.db)).projects).toEqual([]);
  });

  it("refuses an id that is taken in any letter case, leaving the existing project alone", async () => {
    await createProject(f.db, f.other, { name: "Theirs", id: "shop" });
    const before = await snapshot(f.db);
    const error = await refusal(createProject(f.db, f.owner, { name: "Mine", id: "SHOP" }), "CONFLICT");
    expect(error.status).toBe(409);
    expect(error.fieldErrors.id).toBe("The id “shop” is already taken. Choose another one.");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("refuses an empty or too long name and a malformed colour", async () => {
    expect((await refusal(createProject(f.db, f.owner, { name: "  " }), "INVALID")).fieldErrors.name).toBe("Enter a project name.");
    expect((await refusal(createProject(f.db, f.owner, { name: "x".repeat(81) }), "INVALID")).fieldErrors.name).toBe(
      "A project name can be at most 80 characters.",
    );
    expect((await refusal(createProject(f.db, f.owner, { name: "Site", primaryColor: "blue" }), "INVALID")).fieldErrors.primaryColor).toMatch(
      /hex value/,
    );
    expect((await snapshot(f.db)).projects).toEqual([]);
  });

  it("tells the live id check whether an id is free, and why not", async () => {
    await createProject(f.db, f.other, { name: "Shop", id: "shop" });
    expect(await checkProjectIdAvailability(f.db, f.owner, { id: "Garden" })).toEqual({ available: true, id: "garden" });
    const taken = await checkProjectIdAvailability(f.db, f.owner, { id: "Shop" });
    expect(taken).toMatchObject({ available: false, message: "The id “shop” is already taken. Choose another one." });
    expect(taken.available === false && taken.suggestion).toMatch(/^shop[a-z0-9]{4}$/);
    expect(await checkProjectIdAvailability(f.db, f.owner, { id: "api" })).toEqual({
      available: false,
      message: "“api” is used by Pagewright itself. Choose another id.",
    });
    expect(await checkProjectIdAvailability(f.db, f.owner, { id: "9lives" })).toEqual({
      available: false,
      message: "A project id must start with a letter.",
    });
  });
});
