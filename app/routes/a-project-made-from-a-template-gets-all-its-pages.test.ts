import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../db/test-database";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { depsFor, temporaryStorage, type Storage } from "~/features/portability/test-fixtures";
import { buildTemplatePages } from "~/features/templates/build-template-pages";
import { PROJECT_TEMPLATES, templateById } from "~/features/templates/template-registry";
import { TEMPLATE_ILLUSTRATIONS } from "~/features/templates/template-illustrations";
import { createProjectFromBuiltInTemplate } from "./create-project-from-built-in-template.server";

describe.each(testDialects())("a project made from a template on %s", (dialect) => {
  let f: Fixture;
  let storage: Storage;
  let removeStorage: () => void;
  beforeEach(async () => {
    f = await createFixture(dialect);
    ({ storage, remove: removeStorage } = temporaryStorage());
  });
  afterEach(async () => {
    await f.database.close();
    removeStorage();
  });
  const bakery = () => {
    const template = templateById("bakery");
    if (!template) throw new Error("the bakery template is missing");
    return template;
  };

  it("gets every page of the template, in order, home first, with the partner's name in place of the example business", async () => {
    const template = bakery();
    const { id } = await createProjectFromBuiltInTemplate(depsFor(f.db, storage), f.owner, template, { id: "rise", name: "Rise Bakehouse", primaryColor: "#7c2d12" });
    const pages = await f.db.selectFrom("pages").selectAll().where("projectId", "=", id).orderBy("position").execute();
    expect(pages.map((page) => [page.slug, page.title, page.position])).toEqual(template.pages.map((page, index) => [page.slug, page.title, index + 1]));
    const project = await f.db.selectFrom("projects").select(["primaryColor", "homePageId", "livePublicationId"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(project).toEqual({ primaryColor: "#7c2d12", homePageId: pages[0]?.id, livePublicationId: null });
    expect(pages.map((page) => page.sections.length)).toEqual(template.pages.map((page) => page.sections.length));
    const stored = JSON.stringify(pages.map((page) => page.sections));
    expect(stored).toContain("Sourdough, pastries and proper coffee at Rise Bakehouse");
    expect(stored).not.toContain(template.businessName);
  });

  it("keeps each illustration the template shows in the project's library, sanitised and stored as an upload, and the pages show those copies", async () => {
    const template = bakery();
    await createProjectFromBuiltInTemplate(depsFor(f.db, storage), f.owner, template, { id: "rise", name: "Rise Bakehouse", primaryColor: "#7c2d12" });
    const assets = await f.db.selectFrom("assets").selectAll().where("projectId", "=", "rise").orderBy("fileName").execute();
    const names = ["bakery-almond-croissant", "bakery-baguette", "bakery-cardamom-bun", "bakery-counter", "bakery-flat-white", "bakery-rye", "bakery-sourdough"] as const;
    expect(assets.map((asset) => [asset.fileName, asset.contentType, asset.altText, asset.width, asset.height])).toEqual(
      names.map((name) => [`${name}.svg`, "image/svg+xml", TEMPLATE_ILLUSTRATIONS[name].alt, TEMPLATE_ILLUSTRATIONS[name].width, TEMPLATE_ILLUSTRATIONS[name].height]),
    );
    const asset = assets.find((candidate) => candidate.fileName === "bakery-counter.svg");
    const file = asset && (await storage.get(asset.originalKey));
    if (!asset || !file) throw new Error("the illustration's file was not stored");
    expect(asset.originalKey.startsWith(`rise/${asset.id}/`)).toBe(true);
    expect(Buffer.concat(await file.body.toArray()).toString("utf8")).toContain("<svg");
    const home = await f.db.selectFrom("pages").select("sections").where("projectId", "=", "rise").where("slug", "=", "home").executeTakeFirstOrThrow();
    const hero = home.sections.find((section) => section.type === "hero");
    expect(hero?.props.image).toMatchObject({ assetId: asset.id, src: `/media/${asset.originalKey}`, width: 1200, height: 900 });
  });

  it("makes each template into a project whose section ids are all distinct and whose every illustration is in its library", async () => {
    for (const template of PROJECT_TEMPLATES) {
      const { id } = await createProjectFromBuiltInTemplate(depsFor(f.db, storage), f.owner, template, { id: template.id.replaceAll("-", ""), name: template.label, primaryColor: template.primaryColor });
      const pages = await f.db.selectFrom("pages").select("sections").where("projectId", "=", id).execute();
      const ids = pages.flatMap((page) => page.sections.map((section) => section.id));
      expect(new Set(ids).size).toBe(ids.length);
      expect(pages).toHaveLength(template.pages.length);
      const assetIds = new Set((await f.db.selectFrom("assets").select("id").where("projectId", "=", id).execute()).map((asset) => asset.id));
      expect(assetIds.size, `${template.id} has illustrations`).toBeGreaterThan(0);
      const named = [...JSON.stringify(pages).matchAll(/"assetId":"([^"]+)"/g)].map((match) => match[1]);
      expect(named.filter((assetId) => !assetIds.has(assetId ?? ""))).toEqual([]);
      expect(JSON.stringify(pages)).not.toContain("/assets/");
    }
  });

  it("creates nothing when the chosen id is taken, and leaves no stored file behind", async () => {
    const template = bakery();
    const deps = depsFor(f.db, storage);
    await createProjectFromBuiltInTemplate(deps, f.owner, template, { id: "rise", name: "Rise Bakehouse", primaryColor: "#7c2d12" });
    const assetsBefore = await f.db.selectFrom("assets").select("id").execute();
    await expect(createProjectFromBuiltInTemplate(deps, f.owner, template, { id: "rise", name: "Another", primaryColor: "#7c2d12" })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await f.db.selectFrom("assets").select("id").execute()).toEqual(assetsBefore);
  });

  it("keeps the template's own text where the partner's long name would not fit a field", () => {
    const longName = "A".repeat(100);
    const hero = buildTemplatePages(bakery(), longName)[0]?.sections.find((section) => section.type === "hero");
    // The hero title has a 120-character limit: the template's own title stays rather than the project failing.
    expect(hero?.props.title).toBe("Sourdough, pastries and proper coffee at Crumb & Co.");
  });
});
