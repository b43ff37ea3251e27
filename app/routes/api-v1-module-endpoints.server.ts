import { z } from "zod";
import { defineEndpoint, ifMatchAllows } from "~/features/api/api-endpoint";
import { createModule } from "~/features/projects/create-module.server";
import { getModule } from "~/features/projects/get-module.server";
import { getProject } from "~/features/projects/get-project.server";
import { moduleContentSchema, moduleCreateSchema } from "~/features/projects/schema";
import { updateModuleContent } from "~/features/projects/update-module-content.server";
import { sectionEnvelopeSchema } from "~/features/sections/section-envelope";
import { AppError } from "~/lib/app-error";

// The modules endpoints of /api/v1 (docs/api.md): a module's sections are checked and versioned
// exactly as the module editor saves them, with If-Match naming the version changed.

const timestamp = z.iso.datetime();
const projectPath = z.object({ projectId: z.string().min(1).max(100) });
const modulePath = projectPath.extend({ slug: z.string().min(1).max(100) });

const moduleSummary = z.object({ id: z.string(), slug: z.string(), name: z.string(), version: z.number().int(), updated: timestamp });
const moduleDocument = moduleSummary.extend({ sections: z.array(sectionEnvelopeSchema) });

export const moduleEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}/modules",
    operationId: "listModules",
    summary: "The project's modules, by name.",
    tag: "Modules",
    scope: "projects:read",
    pathSchema: projectPath,
    response: z.object({ modules: z.array(moduleSummary) }),
    async handle({ context, caller, path }) {
      const { modules } = await getProject(context.database.db, caller.actor, { projectId: path.projectId });
      return { body: { modules: modules.map((module) => ({ id: module.id, slug: module.slug, name: module.name, version: module.version, updated: module.updated.toISOString() })) } };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/projects/{projectId}/modules",
    operationId: "createModule",
    answersWithETag: true,
    summary: "Adds an empty module.",
    tag: "Modules",
    scope: "projects:write",
    pathSchema: projectPath,
    bodySchema: moduleCreateSchema,
    status: 201,
    response: z.object({ id: z.string(), slug: z.string(), version: z.number().int() }),
    async handle({ context, caller, path, body }) {
      const created = await createModule(context.database.db, caller.actor, { projectId: path.projectId, ...body });
      return { body: created, version: created.version };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}/modules/{slug}",
    operationId: "getModule",
    answersWithETag: true,
    summary: "A module with its sections; the ETag is its version, for If-Match.",
    tag: "Modules",
    scope: "projects:read",
    pathSchema: modulePath,
    response: moduleDocument,
    async handle({ context, caller, path }) {
      const found = await getModule(context.database.db, caller.actor, path);
      return { body: { id: found.id, slug: found.slug, name: found.name, version: found.version, sections: found.sections, updated: found.updated.toISOString() }, version: found.version };
    },
  }),
  defineEndpoint({
    method: "PUT",
    path: "/projects/{projectId}/modules/{slug}/sections",
    operationId: "updateModuleSections",
    answersWithETag: true,
    summary: "Replaces a module's sections, checked like the module editor's save (a module holds no module); If-Match names the version changed.",
    tag: "Modules",
    scope: "projects:write",
    pathSchema: modulePath,
    bodySchema: moduleContentSchema.omit({ version: true }),
    requiresIfMatch: true,
    response: z.object({ version: z.number().int() }),
    async handle({ context, caller, path, body, ifMatch }) {
      const { db } = context.database;
      const found = await getModule(db, caller.actor, path);
      if (!ifMatchAllows(ifMatch, found.version)) throw new AppError("PRECONDITION_FAILED", `The module is at version ${found.version}; read it again before changing it.`);
      const saved = await updateModuleContent(db, caller.actor, { projectId: path.projectId, moduleId: found.id, version: found.version, sections: body.sections });
      return { body: { version: saved.version }, version: saved.version };
    },
  }),
];
