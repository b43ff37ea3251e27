import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createModule } from "./create-module.server";
import { createPage } from "./create-page.server";
import { createProject } from "./create-project.server";
import { deleteModule } from "./delete-module.server";
import { deletePage } from "./delete-page.server";
import { deleteProject } from "./delete-project.server";
import { duplicateModule } from "./duplicate-module.server";
import { duplicatePage } from "./duplicate-page.server";
import { getModule } from "./get-module.server";
import { getPage } from "./get-page.server";
import { getProject } from "./get-project.server";
import { listProjects } from "./list-projects.server";
import type { Actor } from "~/access/project-access.server";
import { renameModule } from "./rename-module.server";
import { renamePage } from "./rename-page.server";
import { reorderPages } from "./reorder-pages.server";
import { setHomePage } from "./set-home-page.server";
import { createFixture, refusal, snapshot, type Fixture } from "./test-fixtures";
import { updateModuleContent } from "./update-module-content.server";
import { updatePageContent } from "./update-page-content.server";
import { updateProjectSettings } from "./update-project-settings.server";
import type { AppErrorCode } from "~/lib/app-error";

type Ids = { projectId: string; homePageId: string; pageId: string; moduleId: string };
type Call = (f: Fixture, actor: Actor, ids: Ids) => Promise<unknown>;

const reads: Record<string, Call> = {
  "get-project": (f, actor, { projectId }) => getProject(f.db, actor, { projectId }),
  "get-page": (f, actor, { projectId }) => getPage(f.db, actor, { projectId, slug: "about" }),
  "get-module": (f, actor, { projectId }) => getModule(f.db, actor, { projectId, slug: "footer" }),
};

const writes: Record<string, Call> = {
  "update-project-settings": (f, actor, { projectId, pageId }) =>
    updateProjectSettings(f.db, actor, { projectId, version: 1, name: "Taken over", primaryColor: "#000000", homePageId: pageId }),
  "delete-project": (f, actor, { projectId }) => deleteProject(f.db, actor, { projectId, confirmId: projectId }),
  "create-page": (f, actor, { projectId }) => createPage(f.db, actor, { projectId, title: "New", slug: "new" }),
  "rename-page": (f, actor, { projectId, pageId }) => renamePage(f.db, actor, { projectId, pageId, title: "Renamed", version: 1 }),
  "duplicate-page": (f, actor, { projectId, pageId }) => duplicatePage(f.db, actor, { projectId, pageId, title: "Copy", slug: "copy" }),
  "reorder-pages": (f, actor, { projectId, pageId, homePageId }) => reorderPages(f.db, actor, { projectId, pageIds: [pageId, homePageId] }),
  "delete-page": (f, actor, { projectId, pageId }) => deletePage(f.db, actor, { projectId, pageId }),
  "set-home-page": (f, actor, { projectId, pageId }) => setHomePage(f.db, actor, { projectId, pageId }),
  "update-page-content": (f, actor, { projectId, pageId }) => updatePageContent(f.db, actor, { projectId, pageId, sections: [], version: 1 }),
  "create-module": (f, actor, { projectId }) => createModule(f.db, actor, { projectId, name: "New", slug: "new" }),
  "rename-module": (f, actor, { projectId, moduleId }) => renameModule(f.db, actor, { projectId, moduleId, name: "Renamed", version: 1 }),
  "duplicate-module": (f, actor, { projectId, moduleId }) => duplicateModule(f.db, actor, { projectId, moduleId, name: "Copy", slug: "copy" }),
  "delete-module": (f, actor, { projectId, moduleId }) => deleteModule(f.db, actor, { projectId, moduleId }),
  "update-module-content": (f, actor, { projectId, moduleId }) =>
    updateModuleContent(f.db, actor, { projectId, moduleId, sections: [], version: 1 }),
};

/** Writes that name a page or module: the ids are looked up inside the actor's project only. */
const crossProjectRefusals: Record<string, AppErrorCode> = {
  "update-project-settings": "INVALID",
  "rename-page": "NOT_FOUND",
  "duplicate-page": "NOT_FOUND",
  "reorder-pages": "CONFLICT",
  "delete-page": "NOT_FOUND",
  "set-home-page": "NOT_FOUND",
  "update-page-content": "NOT_FOUND",
  "rename-module": "NOT_FOUND",
  "duplicate-module": "NOT_FOUND",
  "delete-module": "NOT_FOUND",
  "update-module-content": "NOT_FOUND",
};

describe.each(testDialects())("access to a project on %s", (dialect) => {
  let f: Fixture;
  let ids: Ids;
  beforeEach(async () => {
    f = await createFixture(dialect);
    const { id: projectId, homePageId } = await createProject(f.db, f.owner, { name: "Shop", id: "shop", start: "starter" });
    const { id: pageId } = await createPage(f.db, f.owner, { projectId, title: "About", slug: "about" });
    const { id: moduleId } = await createModule(f.db, f.owner, { projectId, name: "Footer", slug: "footer" });
    ids = { projectId, homePageId, pageId, moduleId };
  });
  afterEach(async () => {
    await f.database.close();
  });

  it.each(Object.keys({ ...reads, ...writes }))(
    "another partner gets the same NOT_FOUND from %s as for a project that does not exist, and nothing changes",
    async (name) => {
      const call = reads[name] ?? writes[name];
      if (!call) throw new Error(name);
      const before = await snapshot(f.db);
      const hidden = await refusal(call(f, f.other, ids), "NOT_FOUND");
      const missing = await refusal(call(f, f.other, { ...ids, projectId: "ghost" }), "NOT_FOUND");
      expect(hidden.status).toBe(404);
      expect(hidden.message).toBe(missing.message);
      expect(await snapshot(f.db)).toEqual(before);
    },
  );

  it.each(Object.entries(crossProjectRefusals))(
    "another partner naming the project's pages or modules from their own project through %s gets %s, and nothing changes",
    async (name, code) => {
      const { id: projectId, homePageId } = await createProject(f.db, f.other, { name: "Theirs", id: "theirs" });
      const before = await snapshot(f.db);
      await refusal(writes[name]?.(f, f.other, { ...ids, projectId, homePageId }) ?? Promise.resolve(), code);
      expect(await snapshot(f.db)).toEqual(before);
    },
  );

  it.each(Object.keys(reads))("an admin can read through %s", async (name) => {
    await expect(reads[name]?.(f, f.admin, ids)).resolves.toBeDefined();
  });

  it("an admin sees the project as read-only and does not get it in their own dashboard", async () => {
    expect((await getProject(f.db, f.admin, ids)).canEdit).toBe(false);
    expect((await listProjects(f.db, f.admin)).projects).toEqual([]);
    expect((await listProjects(f.db, f.other)).projects).toEqual([]);
  });

  it.each(Object.keys(writes))("an admin is refused %s with FORBIDDEN, and nothing changes", async (name) => {
    const before = await snapshot(f.db);
    const error = await refusal(writes[name]?.(f, f.admin, ids) ?? Promise.resolve(), "FORBIDDEN");
    expect(error.status).toBe(403);
    expect(await snapshot(f.db)).toEqual(before);
  });

  it("an admin addressing a project that does not exist gets NOT_FOUND", async () => {
    await refusal(deleteProject(f.db, f.admin, { projectId: "ghost", confirmId: "ghost" }), "NOT_FOUND");
    await refusal(getProject(f.db, f.admin, { projectId: "ghost" }), "NOT_FOUND");
  });

  it.each(Object.keys(writes))("the owner may use %s", async (name) => {
    const before = await snapshot(f.db);
    await writes[name]?.(f, f.owner, ids);
    expect(await snapshot(f.db)).not.toEqual(before);
  });
});
