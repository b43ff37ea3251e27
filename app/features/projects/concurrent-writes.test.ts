import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { getPage } from "./get-page.server";
import { getProject } from "./get-project.server";
import { createFixture, type Fixture } from "./test-fixtures";
import { updatePageContent } from "./update-page-content.server";
import { AppError } from "~/lib/app-error";

const section = (id: string) => ({ id, type: "content", variant: "default", props: { text: id } });

function codesOf(results: PromiseSettledResult<unknown>[]): string[] {
  return results
    .map((result) => (result.status === "fulfilled" ? "OK" : result.reason instanceof AppError ? result.reason.code : String(result.reason)))
    .sort();
}

describe.each(testDialects())("concurrent writes on %s", (dialect) => {
  let f: Fixture;
  beforeEach(async () => {
    f = await createFixture(dialect);
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("applies exactly one of two saves made from the same version and refuses the other as stale", async () => {
    const { homePageId } = await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
    const results = await Promise.allSettled(
      ["first", "second"].map((id) => updatePageContent(f.db, f.owner, { projectId: "shop", pageId: homePageId, sections: [section(id)], version: 1 })),
    );
    expect(codesOf(results)).toEqual(["OK", "STALE_VERSION"]);
    const page = await getPage(f.db, f.owner, { projectId: "shop", slug: "home" });
    expect(page.version).toBe(2);
    expect(page.sections).toHaveLength(1);
  });

  it("gives a contested project id to exactly one of two partners", async () => {
    const results = await Promise.allSettled([
      createProject(f.db, f.owner, { name: "Mine", id: "contested" }),
      createProject(f.db, f.other, { name: "Theirs", id: "Contested" }),
    ]);
    expect(codesOf(results)).toEqual(["CONFLICT", "OK"]);
  });

  it("gives pages created at the same time distinct slugs and positions", async () => {
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
    const results = await Promise.allSettled(
      ["a", "b", "c", "a"].map((slug) => createPage(f.db, f.owner, { projectId: "shop", title: slug, slug })),
    );
    expect(codesOf(results)).toEqual(["CONFLICT", "OK", "OK", "OK"]);
    const { pages } = await getProject(f.db, f.owner, { projectId: "shop" });
    expect(new Set(pages.map((page) => page.position)).size).toBe(4);
  });
});
