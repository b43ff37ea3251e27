import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addRedirect } from "./add-redirect.server";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { deletePage } from "./delete-page.server";
import { getPage } from "./get-page.server";
import { readRedirects } from "./redirect-rules.server";
import { removeRedirect } from "./remove-redirect.server";
import { renamePage } from "./rename-page.server";
import { setNotFoundPage } from "./set-not-found-page.server";
import { createFixture, refusal, snapshot, type Fixture } from "./test-fixtures";
import { updatePageContent } from "./update-page-content.server";
import { updatePageSettings } from "./update-page-settings.server";

describe.each(testDialects())("redirects, the not-found page and page settings on %s", (dialect) => {
  let f: Fixture;
  let offerId: string;
  const redirects = () => readRedirects(f.db, "shop");

  beforeEach(async () => {
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
    ({ id: offerId } = await createPage(f.db, f.owner, { projectId: "shop", title: "Offer", slug: "offer" }));
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("saves a page's SEO title, description and noindex, and a later editor save keeps them", async () => {
    const saved = await updatePageSettings(f.db, f.owner, { projectId: "shop", pageId: offerId, seoTitle: " Spring offer ", seoDescription: "Half price", noindex: "on", version: 1 });
    expect(saved).toEqual({ seo: { title: "Spring offer", description: "Half price", noindex: true }, version: 2 });
    await updatePageContent(f.db, f.owner, { projectId: "shop", pageId: offerId, sections: [], version: 2 });
    expect((await getPage(f.db, f.owner, { projectId: "shop", slug: "offer" })).seo).toEqual({ title: "Spring offer", description: "Half price", noindex: true });
  });

  it("keeps a page's own language in its canonical spelling, and the site's when left empty", async () => {
    expect((await updatePageSettings(f.db, f.owner, { projectId: "shop", pageId: offerId, language: "EN-gb", version: 1 })).seo).toEqual({ language: "en-GB" });
    expect((await updatePageSettings(f.db, f.owner, { projectId: "shop", pageId: offerId, language: "", version: 2 })).seo).toEqual({});
  });

  it("refuses too long texts, an unlisted language, another project's image, a stale version and non-members, changing nothing", async () => {
    const before = await snapshot(f.db);
    const long = await refusal(updatePageSettings(f.db, f.owner, { projectId: "shop", pageId: offerId, seoTitle: "x".repeat(71), version: 1 }), "INVALID");
    expect(long.fieldErrors.seoTitle).toBe("The SEO title can be at most 70 characters.");
    const language = await refusal(updatePageSettings(f.db, f.owner, { projectId: "shop", pageId: offerId, language: "tlh", version: 1 }), "INVALID");
    expect(language.fieldErrors.language).toBe("Choose one of the listed languages.");
    const image = await refusal(updatePageSettings(f.db, f.owner, { projectId: "shop", pageId: offerId, socialImageAssetId: "nope", version: 1 }), "INVALID");
    expect(image.fieldErrors.socialImageAssetId).toMatch(/Choose one of this project's images/);
    await refusal(updatePageSettings(f.db, f.owner, { projectId: "shop", pageId: offerId, version: 7 }), "STALE_VERSION");
    await refusal(updatePageSettings(f.db, f.other, { projectId: "shop", pageId: offerId, version: 1 }), "NOT_FOUND");
    await refusal(updatePageSettings(f.db, f.admin, { projectId: "shop", pageId: offerId, version: 1 }), "FORBIDDEN");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("leaves a 301 behind when a page's slug changes with the box ticked, straight to the newest path", async () => {
    await renamePage(f.db, f.owner, { projectId: "shop", pageId: offerId, slug: "spring", version: 1, redirectOldPath: "on" });
    expect(await redirects()).toEqual([{ from: "/offer", to: "/spring", status: 301 }]);
    await renamePage(f.db, f.owner, { projectId: "shop", pageId: offerId, slug: "summer", version: 2, redirectOldPath: true });
    expect(await redirects()).toEqual([
      { from: "/offer", to: "/summer", status: 301 },
      { from: "/spring", to: "/summer", status: 301 },
    ]);
    // Back to an old slug: the page answers it again, so its redirect goes.
    await renamePage(f.db, f.owner, { projectId: "shop", pageId: offerId, slug: "offer", version: 3, redirectOldPath: true });
    expect(await redirects()).toEqual([
      { from: "/spring", to: "/offer", status: 301 },
      { from: "/summer", to: "/offer", status: 301 },
    ]);
    await renamePage(f.db, f.owner, { projectId: "shop", pageId: offerId, slug: "plain", version: 4 });
    expect(await redirects()).toHaveLength(2);
  });

  it("adds and removes redirects to paths and http(s) addresses", async () => {
    await addRedirect(f.db, f.owner, { projectId: "shop", from: "/Old-Offer/", to: "/offer", status: "302" });
    await addRedirect(f.db, f.owner, { projectId: "shop", from: "/blog", to: "https://blog.example.com/?a=1", status: "301" });
    expect(await redirects()).toEqual([
      { from: "/blog", to: "https://blog.example.com/?a=1", status: 301 },
      { from: "/old-offer", to: "/offer", status: 302 },
    ]);
    await removeRedirect(f.db, f.owner, { projectId: "shop", from: "/blog" });
    expect(await redirects()).toEqual([{ from: "/old-offer", to: "/offer", status: 302 }]);
    await refusal(removeRedirect(f.db, f.owner, { projectId: "shop", from: "/blog" }), "NOT_FOUND");
  });

  it("refuses loops, chains, unsafe targets, a page's own path and bad statuses with a clear message, changing nothing", async () => {
    await addRedirect(f.db, f.owner, { projectId: "shop", from: "/a", to: "/b", status: "301" });
    const before = await snapshot(f.db);
    const beforeRedirects = await redirects();
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ from: "/b", to: "/a" }, "to", /\/a already redirects to \/b: this would make a loop/],
      [{ from: "/c", to: "/a" }, "to", /\/a already redirects to \/b: lead straight there instead/],
      [{ from: "/b", to: "/d" }, "from", /\/a already redirects to \/b: change that redirect/],
      [{ from: "/x", to: "/x" }, "to", /to itself would loop/],
      [{ from: "/x", to: "javascript:alert(1)" }, "to", /only lead to a path of the site or an http\(s\) address/],
      [{ from: "/x", to: "java\tscript:alert(1)" }, "to", /spaces or invisible characters/],
      [{ from: "/x", to: "data:text/html,hi" }, "to", /only lead to a path of the site/],
      [{ from: "/x", to: "//evil.example" }, "to", /Enter a path below the site/],
      [{ from: "/x", to: "" }, "to", /Enter where the redirect leads/],
      [{ from: "/", to: "/offer" }, "from", /home page cannot be redirected/],
      [{ from: "x", to: "/offer" }, "from", /Enter the old path below the site/],
      [{ from: "/offer", to: "/b" }, "from", /The page “offer” is at \/offer/],
      [{ from: `/${"x".repeat(250)}`, to: "/b" }, "from", /at most 200 characters/],
    ];
    for (const [input, field, message] of cases) {
      const error = await refusal(addRedirect(f.db, f.owner, { projectId: "shop", status: "301", from: "", to: "", ...input }), "INVALID");
      expect(error.fieldErrors[field], JSON.stringify(input)).toMatch(message);
    }
    const status = await refusal(addRedirect(f.db, f.owner, { projectId: "shop", from: "/x", to: "/b", status: "307" }), "INVALID");
    expect(status.fieldErrors.status).toMatch(/Choose 301/);
    await refusal(addRedirect(f.db, f.other, { projectId: "shop", from: "/x", to: "/b", status: "301" }), "NOT_FOUND");
    await refusal(addRedirect(f.db, f.admin, { projectId: "shop", from: "/x", to: "/b", status: "301" }), "FORBIDDEN");
    expect(await snapshot(f.db)).toEqual(before);
    expect(await redirects()).toEqual(beforeRedirects);
  });

  it("chooses a page of the project as the not-found page, and forgets it when the page is deleted", async () => {
    const notFoundPageId = async () => (await f.db.selectFrom("projects").select("notFoundPageId").where("id", "=", "shop").executeTakeFirstOrThrow()).notFoundPageId;
    await refusal(setNotFoundPage(f.db, f.owner, { projectId: "shop", pageId: "elsewhere" }), "INVALID");
    await refusal(setNotFoundPage(f.db, f.admin, { projectId: "shop", pageId: offerId }), "FORBIDDEN");
    expect(await notFoundPageId()).toBeNull();
    await setNotFoundPage(f.db, f.owner, { projectId: "shop", pageId: offerId });
    expect(await notFoundPageId()).toBe(offerId);
    await deletePage(f.db, f.owner, { projectId: "shop", pageId: offerId });
    expect(await notFoundPageId()).toBeNull();
  });
});
