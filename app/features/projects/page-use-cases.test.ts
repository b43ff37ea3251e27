import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { deletePage } from "./delete-page.server";
import { duplicatePage } from "./duplicate-page.server";
import { getPage } from "./get-page.server";
import { getProject } from "./get-project.server";
import { renamePage } from "./rename-page.server";
import { reorderPages } from "./reorder-pages.server";
import { setHomePage } from "./set-home-page.server";
import { createFixture, refusal, snapshot, type Fixture } from "./test-fixtures";
import { updatePageContent } from "./update-page-content.server";
import type { AppErrorCode } from "~/lib/app-error";

const hero = { id: "s1", type: "hero", variant: "kale", props: { title: "Hello" } };

describe.each(testDialects())("pages on %s", (dialect) => {
  let f: Fixture;
  let homePageId: string;
  const slugs = async () => (await getProject(f.db, f.owner, { projectId: "shop" })).pages.map((page) => page.slug);

  beforeEach(async () => {
    f = await createFixture(dialect);
    ({ homePageId } = await createProject(f.db, f.owner, { name: "Shop", id: "shop" }));
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("creates pages at the end of the list with a lower-case slug", async () => {
    const about = await createPage(f.db, f.owner, { projectId: "shop", title: "About us", slug: "About-Us" });
    expect(about).toMatchObject({ slug: "about-us", version: 1 });
    await createPage(f.db, f.owner, { projectId: "shop", title: "Contact", slug: "contact" });
    expect(await slugs()).toEqual(["home", "about-us", "contact"]);
    expect(await getPage(f.db, f.owner, { projectId: "shop", slug: "ABOUT-us" })).toMatchObject({ title: "About us", sections: [], seo: {} });
  });

  it("refuses malformed and duplicate slugs with a message for the slug field", async () => {
    const before = await snapshot(f.db);
    const cases: Array<[string, AppErrorCode, RegExp]> = [
      ["", "INVALID", /Enter a slug/],
      ["-about", "INVALID", /start with a letter or a digit/],
      ["about us", "INVALID", /only contain letters, digits and hyphens/],
      ["a/b", "INVALID", /only contain letters, digits and hyphens/],
      ["x".repeat(61), "INVALID", /at most 60 characters/],
      ["HOME", "CONFLICT", /already uses the slug “home”/],
    ];
    for (const [slug, code, message] of cases) {
      const error = await refusal(createPage(f.db, f.owner, { projectId: "shop", title: "Page", slug }), code);
      expect(error.fieldErrors.slug).toMatch(message);
    }
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("renames the title and slug of a page and moves its version on", async () => {
    const about = await createPage(f.db, f.owner, { projectId: "shop", title: "About", slug: "about" });
    expect(await renamePage(f.db, f.owner, { projectId: "shop", pageId: about.id, slug: "team", version: 1 })).toEqual({
      title: "About",
      slug: "team",
      version: 2,
    });
    expect(await renamePage(f.db, f.owner, { projectId: "shop", pageId: about.id, title: "Our team", version: "2" })).toEqual({
      title: "Our team",
      slug: "team",
      version: 3,
    });
  });

  it("refuses a rename with a stale version, to a slug in use, or with nothing to change", async () => {
    const about = await createPage(f.db, f.owner, { projectId: "shop", title: "About", slug: "about" });
    await renamePage(f.db, f.owner, { projectId: "shop", pageId: about.id, title: "About us", version: 1 });
    const before = await snapshot(f.db);
    const stale = await refusal(renamePage(f.db, f.owner, { projectId: "shop", pageId: about.id, title: "Team", version: 1 }), "STALE_VERSION");
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/^This page was changed elsewhere/);
    await refusal(renamePage(f.db, f.owner, { projectId: "shop", pageId: about.id, slug: "home", version: 2 }), "CONFLICT");
    await refusal(renamePage(f.db, f.owner, { projectId: "shop", pageId: about.id, version: 2 }), "INVALID");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("duplicates a page with its content under new section ids", async () => {
    await updatePageContent(f.db, f.owner, { projectId: "shop", pageId: homePageId, sections: [hero], seo: { title: "Shop" }, version: 1 });
    const copy = await duplicatePage(f.db, f.owner, { projectId: "shop", pageId: homePageId, title: "Home copy", slug: "home-copy" });
    const page = await getPage(f.db, f.owner, { projectId: "shop", slug: copy.slug });
    expect(page).toMatchObject({ title: "Home copy", version: 1, seo: { title: "Shop" } });
    expect(page.sections).toEqual([{ ...hero, id: expect.any(String) }]);
    expect(page.sections[0]?.id).not.toBe(hero.id);
    expect(await slugs()).toEqual(["home", "home-copy"]);
    await refusal(duplicatePage(f.db, f.owner, { projectId: "shop", pageId: homePageId, title: "Again", slug: "home-copy" }), "CONFLICT");
  });

  it("reorders pages given exactly the project's pages", async () => {
    const a = await createPage(f.db, f.owner, { projectId: "shop", title: "A", slug: "a" });
    const b = await createPage(f.db, f.owner, { projectId: "shop", title: "B", slug: "b" });
    await reorderPages(f.db, f.owner, { projectId: "shop", pageIds: [b.id, homePageId, a.id] });
    expect(await slugs()).toEqual(["b", "home", "a"]);
  });

  it("refuses a reorder list that misses, repeats or adds a page, changing nothing", async () => {
    const a = await createPage(f.db, f.owner, { projectId: "shop", title: "A", slug: "a" });
    const { homePageId: foreign } = await createProject(f.db, f.owner, { name: "Other", id: "other" });
    const before = await snapshot(f.db);
    const missing = await refusal(reorderPages(f.db, f.owner, { projectId: "shop", pageIds: [a.id] }), "CONFLICT");
    expect(missing.message).toMatch(/changed since you loaded them/);
    await refusal(reorderPages(f.db, f.owner, { projectId: "shop", pageIds: [a.id, homePageId, foreign] }), "CONFLICT");
    await refusal(reorderPages(f.db, f.owner, { projectId: "shop", pageIds: [a.id, foreign] }), "CONFLICT");
    const repeated = await refusal(reorderPages(f.db, f.owner, { projectId: "shop", pageIds: [a.id, a.id] }), "INVALID");
    expect(repeated.message).toBe("A page appears twice in the new order.");
    await refusal(reorderPages(f.db, f.owner, { projectId: "shop", pageIds: [] }), "INVALID");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("sets another page as home, after which the old home page can be deleted", async () => {
    const about = await createPage(f.db, f.owner, { projectId: "shop", title: "About", slug: "about" });
    const refused = await refusal(deletePage(f.db, f.owner, { projectId: "shop", pageId: homePageId }), "CONFLICT");
    expect(refused.message).toBe("This is the home page. Make another page the home page before deleting it.");
    await setHomePage(f.db, f.owner, { projectId: "shop", pageId: about.id });
    await deletePage(f.db, f.owner, { projectId: "shop", pageId: homePageId });
    const overview = await getProject(f.db, f.owner, { projectId: "shop" });
    expect(overview.project.homePageId).toBe(about.id);
    expect(overview.pages.map((page) => [page.slug, page.isHome])).toEqual([["about", true]]);
  });

  it("refuses a home page or a deletion naming a page of another project", async () => {
    const { homePageId: foreign } = await createProject(f.db, f.owner, { name: "Other", id: "other" });
    const before = await snapshot(f.db);
    await refusal(setHomePage(f.db, f.owner, { projectId: "shop", pageId: foreign }), "NOT_FOUND");
    await refusal(deletePage(f.db, f.owner, { projectId: "shop", pageId: foreign }), "NOT_FOUND");
    await refusal(getPage(f.db, f.owner, { projectId: "shop", slug: "missing" }), "NOT_FOUND");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("saves page content with its version and refuses a stale save without changing anything", async () => {
    const saved = await updatePageContent(f.db, f.owner, { projectId: "shop", pageId: homePageId, sections: [hero], version: 1 });
    expect(saved.version).toBe(2);
    const before = await snapshot(f.db);
    const stale = await refusal(
      updatePageContent(f.db, f.owner, { projectId: "shop", pageId: homePageId, sections: [], version: 1 }),
      "STALE_VERSION",
    );
    expect(stale.message).toBe(
      "This page was changed elsewhere. Reload it to see the latest version, then make your change again.",
    );
    expect(await snapshot(f.db)).toEqual(before);
    expect((await getPage(f.db, f.owner, { projectId: "shop", slug: "home" })).sections).toEqual([hero]);
  });

  it("accepts sections sent as JSON text and refuses malformed ones", async () => {
    const saved = await updatePageContent(f.db, f.owner, {
      projectId: "shop",
      pageId: homePageId,
      sections: JSON.stringify([hero]),
      version: "1",
    });
    expect(saved.version).toBe(2);
    const before = await snapshot(f.db);
    const twice = await refusal(
      updatePageContent(f.db, f.owner, { projectId: "shop", pageId: homePageId, sections: [hero, hero], version: 2 }),
      "INVALID",
    );
    expect(twice.fieldErrors.sections).toBe("Two sections have the same id.");
    await refusal(updatePageContent(f.db, f.owner, { projectId: "shop", pageId: homePageId, sections: "not json", version: 2 }), "INVALID");
    await refusal(
      updatePageContent(f.db, f.owner, { projectId: "shop", pageId: homePageId, sections: [{ id: "x", type: "hero" }], version: 2 }),
      "INVALID",
    );
    expect(await snapshot(f.db)).toEqual(before);
  });
});
