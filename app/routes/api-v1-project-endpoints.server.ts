import { z } from "zod";
import { defineEndpoint, ifMatchAllows } from "~/features/api/api-endpoint";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { createPage } from "~/features/projects/create-page.server";
import { getPage } from "~/features/projects/get-page.server";
import { getProject } from "~/features/projects/get-project.server";
import { listProjects } from "~/features/projects/list-projects.server";
import { pageContentSchema, pageCreateSchema, projectListSchema } from "~/features/projects/schema";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { runPublishAction } from "~/features/publishing/publish-actions.server";
import { sectionEnvelopeSchema } from "~/features/sections/section-envelope";
import { SECTION_DEFINITIONS } from "~/features/sections/registry";
import { VARIANT_LABELS } from "~/features/sections/section-types";
import { AppError } from "~/lib/app-error";
import { keysetCursorSchema } from "~/lib/keyset-cursor.server";

// The projects, pages, publishing and section-library endpoints of /api/v1 (docs/api.md). Each
// handler calls the use case the screens call, with the actor the token acts for.

const timestamp = z.iso.datetime();
const projectPath = z.object({ projectId: z.string().min(1).max(100) });
const pagePath = projectPath.extend({ slug: z.string().min(1).max(100) });

const projectCard = z.object({
  id: z.string(),
  name: z.string(),
  primaryColor: z.string(),
  pageCount: z.number().int(),
  lastPublishedAt: timestamp.nullable(),
  updated: timestamp,
  role: z.enum(["owner", "editor", "viewer", "leads"]),
});

const pageSummary = z.object({ id: z.string(), slug: z.string(), title: z.string(), version: z.number().int(), isHome: z.boolean(), updated: timestamp });
const moduleSummary = z.object({ id: z.string(), slug: z.string(), name: z.string(), version: z.number().int(), updated: timestamp });

const projectDetail = z.object({
  id: z.string(),
  name: z.string(),
  primaryColor: z.string(),
  role: z.enum(["owner", "editor", "viewer", "leads", "admin-viewer"]),
  canEdit: z.boolean(),
  isLive: z.boolean(),
  lastPublishedAt: timestamp.nullable(),
  pages: z.array(pageSummary),
  modules: z.array(moduleSummary),
});

const pageDocument = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  version: z.number().int(),
  sections: z.array(sectionEnvelopeSchema),
  seo: z.object({ title: z.string().optional(), description: z.string().optional() }),
  updated: timestamp,
});

const publishResult = z.object({ message: z.string(), live: z.number().int().nullable() });

const sectionType = z.object({
  type: z.string(),
  label: z.string(),
  description: z.string(),
  version: z.number().int(),
  variants: z.array(z.object({ id: z.string(), label: z.string() })),
  schema: z.record(z.string(), z.unknown()),
});

/** The dashboard's search and page size, and the cursor of the leads list (decision 0051). */
const projectListQuery = projectListSchema.extend({
  limit: z.coerce.number("Use a whole number from 1 to 200.").int("Use a whole number from 1 to 200.").min(1, "Use a whole number from 1 to 200.").max(200, "Use a whole number from 1 to 200.").default(100),
  cursor: keysetCursorSchema.optional(),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Publish, unpublish and roll back run the publish screen's action, notifications included. */
async function changeLive(call: { context: Parameters<typeof runPublishAction>[0]; caller: { actor: Parameters<typeof runPublishAction>[1] } }, projectId: string, intent: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(intent)) form.set(name, value);
  const result = await runPublishAction(call.context, call.caller.actor, projectId, form, libraryImageSources);
  const status = result.init?.status ?? 200;
  if (!result.data.ok) throw new AppError(status === 404 ? "NOT_FOUND" : status === 403 ? "FORBIDDEN" : status === 409 ? "CONFLICT" : "INVALID", result.data.message);
  return { body: { message: result.data.message, live: result.data.live } };
}

export const projectEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/projects",
    operationId: "listProjects",
    summary: "The projects the token's person owns or is a member of, most recently changed first.",
    tag: "Projects",
    scope: "projects:read",
    querySchema: projectListQuery,
    response: z.object({ projects: z.array(projectCard), hasMore: z.boolean(), nextCursor: z.string().nullable() }),
    async handle({ context, caller, query }) {
      const { cursor, ...input } = query;
      const { projects, hasMore, nextCursor } = await listProjects(context.database.db, caller.actor, input, cursor ?? null);
      const cards = projects.map((project) => ({ ...project, lastPublishedAt: iso(project.lastPublishedAt), updated: project.updated.toISOString() }));
      return { body: { projects: cards, hasMore, nextCursor } };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}",
    operationId: "getProject",
    summary: "A project with its pages (in order) and modules.",
    tag: "Projects",
    scope: "projects:read",
    pathSchema: projectPath,
    response: projectDetail,
    async handle({ context, caller, path }) {
      const overview = await getProject(context.database.db, caller.actor, { projectId: path.projectId });
      const { project } = overview;
      return {
        body: {
          id: project.id,
          name: project.name,
          primaryColor: project.primaryColor,
          role: overview.role,
          canEdit: overview.canEdit,
          isLive: project.livePublicationId !== null,
          lastPublishedAt: iso(project.lastPublishedAt),
          pages: overview.pages.map((page) => ({ id: page.id, slug: page.slug, title: page.title, version: page.version, isHome: page.isHome, updated: page.updated.toISOString() })),
          modules: overview.modules.map((module) => ({ ...module, updated: module.updated.toISOString() })),
        },
      };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/projects/{projectId}/pages",
    operationId: "createPage",
    answersWithETag: true,
    summary: "Adds an empty page at the end of the project's pages.",
    tag: "Pages",
    scope: "projects:write",
    pathSchema: projectPath,
    bodySchema: pageCreateSchema,
    status: 201,
    response: z.object({ id: z.string(), slug: z.string(), version: z.number().int() }),
    async handle({ context, caller, path, body }) {
      const page = await createPage(context.database.db, caller.actor, { projectId: path.projectId, ...body });
      return { body: page, version: page.version };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}/pages/{slug}",
    operationId: "getPage",
    answersWithETag: true,
    summary: "A page with its sections; the ETag is its version, for If-Match.",
    tag: "Pages",
    scope: "projects:read",
    pathSchema: pagePath,
    response: pageDocument,
    async handle({ context, caller, path }) {
      const page = await getPage(context.database.db, caller.actor, { projectId: path.projectId, slug: path.slug });
      return { body: { id: page.id, slug: page.slug, title: page.title, version: page.version, sections: page.sections, seo: page.seo, updated: page.updated.toISOString() }, version: page.version };
    },
  }),
  defineEndpoint({
    method: "PUT",
    path: "/projects/{projectId}/pages/{slug}/sections",
    operationId: "updatePageSections",
    answersWithETag: true,
    summary: "Replaces a page's sections (and SEO fields when given), checked like the editor's save; If-Match names the version changed.",
    tag: "Pages",
    scope: "projects:write",
    pathSchema: pagePath,
    bodySchema: pageContentSchema.omit({ version: true }),
    requiresIfMatch: true,
    response: z.object({ version: z.number().int() }),
    async handle({ context, caller, path, body, ifMatch }) {
      const { db } = context.database;
      const page = await getPage(db, caller.actor, { projectId: path.projectId, slug: path.slug });
      if (!ifMatchAllows(ifMatch, page.version)) throw new AppError("PRECONDITION_FAILED", `The page is at version ${page.version}; read it again before changing it.`);
      const saved = await updatePageContent(db, caller.actor, { projectId: path.projectId, pageId: page.id, version: page.version, sections: body.sections, seo: body.seo });
      return { body: { version: saved.version }, version: saved.version };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/projects/{projectId}/publish",
    operationId: "publishProject",
    summary: "Publishes the project as a new version (or says it is already live).",
    tag: "Publishing",
    scope: "publish",
    pathSchema: projectPath,
    response: publishResult,
    handle: ({ context, caller, path }) => changeLive({ context, caller }, path.projectId, { intent: "publish" }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/projects/{projectId}/unpublish",
    operationId: "unpublishProject",
    summary: "Takes the project offline.",
    tag: "Publishing",
    scope: "publish",
    pathSchema: projectPath,
    response: publishResult,
    handle: ({ context, caller, path }) => changeLive({ context, caller }, path.projectId, { intent: "unpublish" }),
  }),
  defineEndpoint({
    method: "POST",
    path: "/projects/{projectId}/rollback",
    operationId: "rollBackProject",
    summary: "Makes an earlier publication live again.",
    tag: "Publishing",
    scope: "publish",
    pathSchema: projectPath,
    bodySchema: z.object({ publicationId: z.string().min(1).max(64) }),
    response: publishResult,
    handle: ({ context, caller, path, body }) => changeLive({ context, caller }, path.projectId, { intent: "rollback", publicationId: body.publicationId }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/section-types",
    operationId: "listSectionTypes",
    summary: "The section library: each type's variants and the JSON schema of its props.",
    tag: "Sections",
    scope: "projects:read",
    response: z.object({ sectionTypes: z.array(sectionType) }),
    handle() {
      const sectionTypes = SECTION_DEFINITIONS.map((definition) => ({
        type: definition.type,
        label: definition.label,
        description: definition.description,
        version: definition.version,
        variants: definition.variants.map((variant) => ({ id: variant, label: VARIANT_LABELS[variant].label })),
        schema: z.toJSONSchema(definition.schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>,
      }));
      return Promise.resolve({ body: { sectionTypes } });
    },
  }),
];
