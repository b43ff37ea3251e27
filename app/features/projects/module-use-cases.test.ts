import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createModule } from "./create-module.server";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { deleteModule } from "./delete-module.server";
import { duplicateModule } from "./duplicate-module.server";
import { getModule } from "./get-module.server";
import { getProject } from "./get-project.server";
import { renameModule } from "./rename-module.server";
import { createFixture, refusal, snapshot, type Fixture } from "./test-fixtures";
import { updateModuleContent } from "./update-module-content.server";

const cta = { id: "c1", type: "call-to-action", variant: "studio", props: { title: "Buy" } };

describe.each(testDialects())("modules on %s", (dialect) => {
  let f: Fixture;
  beforeEach(async () => {
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("creates a module whose slug may equal a page's slug, as their addresses never meet", async () => {
    await createPage(f.db, f.owner, { projectId: "shop", title: "Footer page", slug: "footer" });
    const footer = await createModule(f.db, f.owner, { projectId: "shop", name: "Footer", slug: "Footer" });
    expect(footer).toMatchObject({ slug: "footer", version: 1 });
    expect(await getModule(f.db, f.owner, { projectId: "shop", slug: "footer" })).toMatchObject({ name: "Footer", sections: [], version: 1 });
  });

  it("refuses a duplicate or malformed module slug and a too long name, changing nothing", async () => {
    await createModule(f.db, f.owner, { projectId: "shop", name: "Footer", slug: "footer" });
    const before = await snapshot(f.db);
    const taken = await refusal(createModule(f.db, f.owner, { projectId: "shop", name: "Other", slug: "FOOTER" }), "CONFLICT");
    expect(taken.fieldErrors.slug).toBe("Another module of this project already uses the slug “footer”.");
    await refusal(createModule(f.db, f.owner, { projectId: "shop", name: "Other", slug: "foot er" }), "INVALID");
    const long = await refusal(createModule(f.db, f.owner, { projectId: "shop", name: "x".repeat(81), slug: "x" }), "INVALID");
    expect(long.fieldErrors.name).toBe("A module name can be at most 80 characters.");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("renames a module, checking its version and slug", async () => {
    const footer = await createModule(f.db, f.owner, { projectId: "shop", name: "Footer", slug: "footer" });
    await createModule(f.db, f.owner, { projectId: "shop", name: "Banner", slug: "banner" });
    expect(await renameModule(f.db, f.owner, { projectId: "shop", moduleId: footer.id, name: "Site footer", slug: "site-footer", version: 1 })).toEqual({
      name: "Site footer",
      slug: "site-footer",
      version: 2,
    });
    const before = await snapshot(f.db);
    await refusal(renameModule(f.db, f.owner, { projectId: "shop", moduleId: footer.id, name: "Late", version: 1 }), "STALE_VERSION");
    await refusal(renameModule(f.db, f.owner, { projectId: "shop", moduleId: footer.id, slug: "banner", version: 2 }), "CONFLICT");
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("duplicates a module with new section ids", async () => {
    const footer = await createModule(f.db, f.owner, { projectId: "shop", name: "Footer", slug: "footer" });
    await updateModuleContent(f.db, f.owner, { projectId: "shop", moduleId: footer.id, sections: [cta], version: 1 });
    const copy = await duplicateModule(f.db, f.owner, { projectId: "shop", moduleId: footer.id, name: "Footer 2", slug: "footer-2" });
    const found = await getModule(f.db, f.owner, { projectId: "shop", slug: copy.slug });
    expect(found).toMatchObject({ name: "Footer 2", version: 1 });
    expect(found.sections).toEqual([{ ...cta, id: expect.any(String) }]);
    expect(found.sections[0]?.id).not.toBe(cta.id);
  });

  it("saves module content with its version and refuses a stale save without changing anything", async () => {
    const footer = await createModule(f.db, f.owner, { projectId: "shop", name: "Footer", slug: "footer" });
    expect((await updateModuleContent(f.db, f.owner, { projectId: "shop", moduleId: footer.id, sections: [cta], version: 1 })).version).toBe(2);
    const before = await snapshot(f.db);
    const stale = await refusal(
      updateModuleContent(f.db, f.owner, { projectId: "shop", moduleId: footer.id, sections: [], version: 1 }),
      "STALE_VERSION",
    );
    expect(stale.message).toMatch(/^This module was changed elsewhere/);
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("deletes a module, and answers NOT_FOUND for one that is not in the project", async () => {
    const footer = await createModule(f.db, f.owner, { projectId: "shop", name: "Footer", slug: "footer" });
    await deleteModule(f.db, f.owner, { projectId: "shop", moduleId: footer.id });
    expect((await getProject(f.db, f.owner, { projectId: "shop" })).modules).toEqual([]);
    await refusal(deleteModule(f.db, f.owner, { projectId: "shop", moduleId: footer.id }), "NOT_FOUND");
    await refusal(getModule(f.db, f.owner, { projectId: "shop", slug: "footer" }), "NOT_FOUND");
  });
});
