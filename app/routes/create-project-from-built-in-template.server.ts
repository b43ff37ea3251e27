import type { Actor } from "~/access/project-access.server";
import { createProjectFromPages } from "~/features/portability/create-project-from-pages.server";
import type { ImportDeps } from "~/features/portability/import-project.server";
import { buildTemplatePages } from "~/features/templates/build-template-pages";
import type { ProjectTemplate } from "~/features/templates/template";
import { illustrationFilesOf } from "~/features/templates/template-illustration-files.server";

/**
 * A project from one of the templates shipped with the app: its pages built for the project's
 * name, and its illustrations stored in the project's library through the upload path
 * (docs/product.md#templates, decision 0042).
 */
export function createProjectFromBuiltInTemplate(deps: ImportDeps, actor: Actor, template: ProjectTemplate, input: { id: string; name: string; primaryColor: string }): Promise<{ id: string }> {
  const pages = buildTemplatePages(template, input.name);
  return createProjectFromPages(deps, actor, { ...input, pages, images: illustrationFilesOf(pages) });
}
