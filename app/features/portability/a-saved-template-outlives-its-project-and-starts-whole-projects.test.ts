import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { setTemplatePublished } from "~/features/admin/published-templates.server";
import { deleteProject } from "~/features/projects/delete-project.server";
import { createFixture, refusal, snapshot, type Fixture } from "~/features/projects/test-fixtures";
import { createProjectFromSavedTemplate } from "./create-project-from-saved-template.server";
import { deleteSavedTemplate } from "./delete-saved-template.server";
import { saveProjectAsTemplate } from "./save-project-as-template.server";
import { listSavedTemplates, readSavedTemplateHome } from "./saved-templates.server";
import { buildBakery, depsFor, temporaryStorage } from "./test-fixtures";

const silent = pino({ level: "silent" });

describe.each(testDialects())("a saved template on %s", (dialect) => {
  let fixture: Fixture;
  let files: ReturnType<typeof temporaryStorage>;
  let templateId: string;
  const saveDeps = () => ({ db: fixture.db, storage: files.storage, origin: "http://127.0.0.1:3000", logger: silent });
  const templates = async () => fixture.db.selectFrom("savedTemplates").select(["id", "name", "publishedAt"]).orderBy("id").execute();

  beforeAll(async () => {
    fixture = await createFixture(dialect);
    files = temporaryStorage();
    await buildBakery(fixture.db, files.storage, fixture.owner);
  }, 60_000);
  afterAll(async () => {
    await fixture.database.close();
    files.remove();
  });

  it("refuses a missing name, a long description, another partner and an admin, and keeps nothing", async () => {
    const before = await templates();
    expect((await refusal(saveProjectAsTemplate(saveDeps(), fixture.owner, { projectId: "bakery", name: "  " }), "INVALID")).fieldErrors).toEqual({ name: "Enter a name." });
    expect((await refusal(saveProjectAsTemplate(saveDeps(), fixture.owner, { projectId: "bakery", name: "Bakery", description: "x".repeat(201) }), "INVALID")).fieldErrors).toEqual({ description: "At most 200 characters." });
    await refusal(saveProjectAsTemplate(saveDeps(), fixture.other, { projectId: "bakery", name: "Mine now" }), "NOT_FOUND");
    await refusal(saveProjectAsTemplate(saveDeps(), fixture.admin, { projectId: "bakery", name: "Admin's" }), "FORBIDDEN");
    expect(await templates()).toEqual(before);
  });

  it("keeps pages, modules and a copy of each image, private to its owner", async () => {
    // The partner's own sites stay behind: a template's modules may be embedded anywhere.
    await fixture.db.updateTable("modules").set({ embedHosts: ["www.crumbandco.com"] }).where("projectId", "=", "bakery").execute();
    ({ id: templateId } = await saveProjectAsTemplate(saveDeps(), fixture.owner, { projectId: "bakery", name: "Bakery site", description: "Home, about and an offer." }));
    expect(templateId).toMatch(/^saved-[A-Za-z0-9]{16}$/);
    const row = await fixture.db.selectFrom("savedTemplates").selectAll().where("id", "=", templateId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerId: fixture.owner.userId, name: "Bakery site", pageCount: 2, publishedAt: null });
    const manifest = row.manifest as { images: { file: string }[]; publications: unknown[]; pages: { sections: { props: Record<string, unknown> }[] }[] };
    expect(manifest.publications).toEqual([]);
    expect(JSON.stringify(row.manifest)).not.toContain("crumbandco");
    expect(manifest.images).toHaveLength(1);
    const copy = `saved-templates/${templateId}/${manifest.images[0]?.file.slice("images/".length)}`;
    expect(await files.storage.exists(copy)).toBe(true);
    expect(JSON.stringify(manifest.pages[0]?.sections)).toContain(`/media/${copy}`);
    expect((await listSavedTemplates(fixture.db, fixture.owner)).map((card) => [card.name, card.isOwn])).toEqual([["Bakery site", true]]);
    expect(await listSavedTemplates(fixture.db, fixture.other)).toEqual([]);
    await refusal(readSavedTemplateHome(fixture.db, fixture.other, templateId), "NOT_FOUND");
    expect((await readSavedTemplateHome(fixture.db, fixture.admin, templateId)).sections.length).toBeGreaterThan(0);
  });

  it("starts a whole project after its source project is deleted, with images stored for the new project", async () => {
    const sourceAssets = await fixture.db.selectFrom("assets").select(["originalKey", "variants"]).where("projectId", "=", "bakery").execute();
    await deleteProject(fixture.db, fixture.owner, { projectId: "bakery", confirmId: "bakery" });
    // The project's files go with it, as the settings' delete removes them.
    for (const key of sourceAssets.flatMap((asset) => [asset.originalKey, ...asset.variants.map((variant) => variant.key)])) await files.storage.delete(key);
    expect(await files.storage.exists(sourceAssets[0]?.originalKey ?? "")).toBe(false);
    const made = await createProjectFromSavedTemplate(depsFor(fixture.db, files.storage), fixture.owner, { templateId, name: "Corner bakery", id: "corner", primaryColor: "#b45309" });
    expect(made).toEqual({ id: "corner", label: "Bakery site" });
    const project = await fixture.db.selectFrom("projects").selectAll().where("id", "=", "corner").executeTakeFirstOrThrow();
    expect(project).toMatchObject({ name: "Corner bakery", primaryColor: "#b45309", ownerId: fixture.owner.userId, livePublicationId: null });
    const pages = await fixture.db.selectFrom("pages").select(["slug", "sections"]).where("projectId", "=", "corner").orderBy("position").execute();
    expect(pages.map((page) => page.slug)).toEqual(["home", "about"]);
    expect(await fixture.db.selectFrom("modules").select("slug").where("projectId", "=", "corner").execute()).toEqual([{ slug: "offer" }]);
    const [asset] = await fixture.db.selectFrom("assets").selectAll().where("projectId", "=", "corner").execute();
    expect(asset?.originalKey).toMatch(/^corner\//);
    expect(await files.storage.exists(asset?.originalKey ?? "")).toBe(true);
    expect(JSON.stringify(pages[0]?.sections)).toContain(`/media/${asset?.originalKey}`);
  });

  it("is refused to another partner until an admin publishes it, with an audit entry; then every partner may use it", async () => {
    const before = await snapshot(fixture.db);
    await refusal(createProjectFromSavedTemplate(depsFor(fixture.db, files.storage), fixture.other, { templateId, name: "Stolen", id: "stolen", primaryColor: "#000000" }), "NOT_FOUND");
    await refusal(setTemplatePublished(fixture.db, fixture.owner, { templateId, publish: true }), "FORBIDDEN");
    expect(await snapshot(fixture.db)).toEqual(before);
    await setTemplatePublished(fixture.db, fixture.admin, { templateId, publish: true });
    const audit = await fixture.db.selectFrom("adminAuditLog").selectAll().where("action", "=", "publish-template").execute();
    expect(audit).toMatchObject([{ actorId: fixture.admin.userId, targetUserId: fixture.owner.userId, details: { template: "Bakery site", templateId } }]);
    expect((await listSavedTemplates(fixture.db, fixture.other)).map((card) => [card.name, card.isOwn, card.isPublished])).toEqual([["Bakery site", false, true]]);
    expect((await createProjectFromSavedTemplate(depsFor(fixture.db, files.storage), fixture.other, { templateId, name: "Their bakery", id: "theirs", primaryColor: "#000000" })).id).toBe("theirs");
    await refusal(deleteSavedTemplate({ db: fixture.db, storage: files.storage, logger: silent }, fixture.other, templateId), "FORBIDDEN");
    await setTemplatePublished(fixture.db, fixture.admin, { templateId, publish: false });
    expect(await listSavedTemplates(fixture.db, fixture.other)).toEqual([]);
    expect(await fixture.db.selectFrom("adminAuditLog").select("action").where("action", "=", "unpublish-template").execute()).toHaveLength(1);
  });

  it("is deleted with its image copies by its owner; the projects made from it keep theirs", async () => {
    const { manifest } = await fixture.db.selectFrom("savedTemplates").select("manifest").where("id", "=", templateId).executeTakeFirstOrThrow();
    const copy = `saved-templates/${templateId}/${(manifest as { images: { file: string }[] }).images[0]?.file.slice("images/".length)}`;
    await deleteSavedTemplate({ db: fixture.db, storage: files.storage, logger: silent }, fixture.owner, templateId);
    expect(await templates()).toEqual([]);
    expect(await files.storage.exists(copy)).toBe(false);
    const [asset] = await fixture.db.selectFrom("assets").select("originalKey").where("projectId", "=", "corner").execute();
    expect(await files.storage.exists(asset?.originalKey ?? "")).toBe(true);
    await refusal(deleteSavedTemplate({ db: fixture.db, storage: files.storage, logger: silent }, fixture.owner, templateId), "NOT_FOUND");
  });
});
