import type { z } from "zod";
import type { StoredSection } from "../../../db/stored-values";
import { MODULE_REFERENCE_TYPE, moduleReferenceSchema } from "~/features/sections/module-reference";
import { validateSection } from "~/features/sections/render-sections";
import { redirectChainProblem } from "~/lib/site-rules";
import { currentVersion, migrateProps, SECTION_MIGRATIONS, type SectionMigration } from "~/features/sections/migrations";
import { isSectionType } from "~/features/sections/section-types";
import { checkPageLocalizations } from "./check-page-localizations";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, projectManifestSchema, READABLE_FORMAT_VERSIONS, type ExportedModule, type ExportedPage, type ProjectManifest } from "./export-format";

/** One reason an import is refused: where in the file (`pages[1].sections[0].title`) and what is wrong, in plain words. */
export type ImportProblem = { path: string; message: string };

/** A manifest that passed every check, its sections upgraded to the versions this app writes. */
export type ValidManifest = Omit<ProjectManifest, "pages" | "modules"> & {
  pages: (Omit<ExportedPage, "sections"> & { sections: StoredSection[] })[];
  modules: (Omit<ExportedModule, "sections"> & { sections: StoredSection[] })[];
};

export type CheckedManifest = { ok: true; manifest: ValidManifest } | { ok: false; problems: ImportProblem[] };

function pathText(steps: readonly PropertyKey[]): string {
  return steps.reduce<string>((text, step) => (typeof step === "number" ? `${text}[${step}]` : `${text}${text ? "." : ""}${String(step)}`), "") || "(file)";
}

function issuesOf(error: z.ZodError): ImportProblem[] {
  return error.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message }));
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

function checkSections(
  sections: readonly Record<string, unknown>[],
  at: string,
  context: { moduleIds: ReadonlySet<string> | null; migrations: readonly SectionMigration[] },
  problems: ImportProblem[],
): StoredSection[] {
  const checked: StoredSection[] = [];
  sections.forEach((raw, index) => {
    const where = `${at}[${index}]`;
    if (raw.type === MODULE_REFERENCE_TYPE) {
      const reference = moduleReferenceSchema.safeParse(raw);
      if (!context.moduleIds) problems.push({ path: where, message: "A module cannot contain another module." });
      else if (!reference.success) problems.push(...issuesOf(reference.error).map((problem) => ({ ...problem, path: `${where}.${problem.path}` })));
      else if (!context.moduleIds.has(reference.data.props.moduleId)) problems.push({ path: `${where}.props.moduleId`, message: "Names a module the file does not have." });
      else checked.push(reference.data);
      return;
    }
    // A file written at the current version is held to the editor's rule (no field a section does not
    // know); older versions are upgraded by their migrations and may keep fields since dropped.
    const current = typeof raw.type === "string" && isSectionType(raw.type) && raw.version === currentVersion(raw.type, context.migrations);
    const result = validateSection(raw, context.migrations, { strict: current });
    if (!result.ok) {
      const { problem } = result;
      if (problem.fields?.length) problems.push(...problem.fields.map((field) => ({ path: `${where}.props${field.path.length ? "." : ""}${pathText(field.path)}`, message: field.message })));
      else problems.push({ path: where, message: problem.message });
      return;
    }
    const warning = result.warnings[0];
    if (warning) {
      problems.push({ path: `${where}.variant`, message: warning.message });
      return;
    }
    // What was written is kept as written (defaults are the renderer's to fill in); only older versions are upgraded.
    const { section } = result;
    const upgraded = migrateProps(section.type, (raw.props ?? {}) as Record<string, unknown>, typeof raw.version === "number" ? raw.version : 1, context.migrations);
    checked.push({ ...section, props: upgraded.ok ? upgraded.props : section.props });
  });
  return checked;
}

function checkReferences(manifest: ProjectManifest, files: ReadonlyMap<string, Buffer>, problems: ImportProblem[]): void {
  const label = { "pages.id": "page id", "pages.slug": "page slug", "modules.id": "module id", "modules.slug": "module slug", "images.id": "image id", "folders.id": "folder id" };
  const lists = {
    "pages.id": manifest.pages.map((page) => page.id),
    "pages.slug": manifest.pages.map((page) => page.slug),
    "modules.id": manifest.modules.map((module) => module.id),
    "modules.slug": manifest.modules.map((module) => module.slug),
    "images.id": manifest.images.map((image) => image.id),
    "folders.id": manifest.folders.map((folder) => folder.id),
  };
  for (const [path, values] of Object.entries(lists) as [keyof typeof lists, string[]][]) {
    for (const value of new Set(duplicates(values))) problems.push({ path, message: `The ${label[path]} “${value}” is used twice.` });
  }
  const { homePageId, settings } = manifest.project;
  if (homePageId && !lists["pages.id"].includes(homePageId)) problems.push({ path: "project.homePageId", message: "Names a page the file does not have." });
  if (settings.faviconImageId && !lists["images.id"].includes(settings.faviconImageId)) problems.push({ path: "project.settings.faviconImageId", message: "Names an image the file does not have." });
  const { notFoundPageId } = manifest.project;
  if (notFoundPageId && !lists["pages.id"].includes(notFoundPageId)) problems.push({ path: "project.notFoundPageId", message: "Names a page the file does not have." });
  checkRedirects(manifest, problems);
  checkQrCodes(manifest, problems);
  const listed = new Set<string>();
  manifest.images.forEach((image, index) => {
    listed.add(image.file);
    if (image.folderId && !lists["folders.id"].includes(image.folderId)) problems.push({ path: `images[${index}].folderId`, message: "Names a folder the file does not have." });
    if (!files.has(image.file)) problems.push({ path: `images[${index}].file`, message: `The archive has no ${image.file}.` });
  });
  for (const file of files.keys()) if (!listed.has(file)) problems.push({ path: file, message: "This file is in the archive but no image lists it." });
}

/** Each code once, and at most one own (not retargeted) code per target, as the URLs screen keeps them (decision 0045). */
function checkQrCodes(manifest: ProjectManifest, problems: ImportProblem[]): void {
  const codes = manifest.qrCodes ?? [];
  if (manifest.version === 1 && manifest.qrCodes) problems.push({ path: "qrCodes", message: "A version 1 file has no QR codes: this one says version 1 but lists some." });
  for (const code of new Set(duplicates(codes.map((entry) => entry.code)))) problems.push({ path: "qrCodes", message: `The QR code “${code}” is listed twice.` });
  const ownTargets = codes.filter((entry) => !entry.retargeted).map((entry) => entry.target);
  for (const target of new Set(duplicates(ownTargets))) problems.push({ path: "qrCodes", message: `${target} has two QR codes of its own; one of them must be marked retargeted.` });
}

/** The redirects screen's rules across the whole list: one redirect per path, none from a page's own path, no loops or chains. */
function checkRedirects(manifest: ProjectManifest, problems: ImportProblem[]): void {
  const redirects = manifest.redirects ?? [];
  const pagePaths = new Set(manifest.pages.map((page) => `/${page.slug}`));
  for (const from of new Set(duplicates(redirects.map((redirect) => redirect.from)))) problems.push({ path: "redirects", message: `The path ${from} is redirected twice.` });
  redirects.forEach((redirect, index) => {
    if (pagePaths.has(redirect.from)) problems.push({ path: `redirects[${index}].from`, message: `A page of the file is at ${redirect.from}: visitors would never see the redirect.` });
    const chain = redirectChainProblem(
      redirects.filter((other) => other.from !== redirect.from),
      redirect,
    );
    if (chain) problems.push({ path: `redirects[${index}]`, message: chain });
  });
}

/**
 * Every check of docs/project-export-format.md#what-an-import-refuses that needs the manifest: the
 * format and its version, each field, the references between records, and each section against
 * the section library, older section versions upgraded by their migrations. All problems are
 * listed at once, so a person can fix the file in one go.
 */
export function checkProjectManifest(raw: unknown, files: ReadonlyMap<string, Buffer>, migrations: readonly SectionMigration[] = SECTION_MIGRATIONS): CheckedManifest {
  const head = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  if (head.format !== EXPORT_FORMAT) return { ok: false, problems: [{ path: "format", message: "This is not a Pagewright project export." }] };
  if (typeof head.version !== "number" || !READABLE_FORMAT_VERSIONS.includes(head.version)) {
    const newer = typeof head.version === "number" && head.version > EXPORT_FORMAT_VERSION;
    const message = newer
      ? `This export is format version ${head.version}, made by a newer Pagewright; this installation reads version ${EXPORT_FORMAT_VERSION}. Update it first.`
      : `This export's format version (${JSON.stringify(head.version ?? null)}) is not one this installation reads (${new Intl.ListFormat("en-GB", { type: "disjunction" }).format(READABLE_FORMAT_VERSIONS.map(String))}).`;
    return { ok: false, problems: [{ path: "version", message }] };
  }
  const parsed = projectManifestSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: issuesOf(parsed.error) };
  const manifest = parsed.data;
  const problems: ImportProblem[] = [];
  checkReferences(manifest, files, problems);
  const moduleIds = new Set(manifest.modules.map((module) => module.id));
  const pages = manifest.pages.map((page, index) => ({ ...page, sections: checkSections(page.sections, `pages[${index}].sections`, { moduleIds, migrations }, problems) }));
  const modules = manifest.modules.map((module, index) => ({ ...module, sections: checkSections(module.sections, `modules[${index}].sections`, { moduleIds: null, migrations }, problems) }));
  checkPageLocalizations(manifest, (index) => pages[index]?.sections ?? [], problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, manifest: { ...manifest, pages, modules } };
}
