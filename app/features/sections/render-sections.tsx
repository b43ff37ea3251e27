import { Fragment, type ReactElement } from "react";
import type { z } from "zod";
import type { StoredSection } from "../../../db/stored-values";
import { currentVersion, migrateProps, SECTION_MIGRATIONS, type SectionMigration, type SectionProps } from "./migrations";
import { plainIssueMessage } from "./plain-issue-message";
import { flattenBlocks, layOutSections, type PageBlock, type PlacedSection } from "./page-layout";
import { SECTION_REGISTRY } from "./registry";
import type { RenderContext } from "./render-context";
import { storedSectionSchema } from "./section-envelope";
import { isSectionType, isVariant, type SectionType, type Variant } from "./section-types";
import { unknownFieldMessage, unknownFields } from "./unknown-fields";
import { SectionLanguageProvider } from "./section-language";

export type SectionProblem = {
  sectionId: string | null;
  type: string | null;
  reason: "malformed" | "unknown-type" | "unknown-variant" | "migration-failed" | "invalid-content";
  message: string;
  /** For invalid content: each field the schema refused, by its path inside the props, so an editor can mark it. */
  fields?: { path: (string | number)[]; message: string }[];
};

function fieldsOf(error: z.ZodError): { path: (string | number)[]; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.filter((step): step is string | number => typeof step !== "symbol"), message: issue.message }));
}

/** A stored section upgraded to the current version, with its content validated and defaults filled in. */
export type ValidSection = StoredSection & { type: SectionType; variant: Variant; props: SectionProps; version: number };

export type ValidationResult = { ok: true; section: ValidSection; warnings: SectionProblem[] } | { ok: false; problem: SectionProblem };

function summarise(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(content)"}: ${issue.message}`)
    .join("; ");
}

/**
 * Checks one stored section the way the renderer will read it; an unknown variant falls back to the default.
 * `strict`, for writes, also refuses content fields the section does not have (after migrating older versions).
 */
export function validateSection(raw: unknown, migrations: readonly SectionMigration[] = SECTION_MIGRATIONS, { strict = false } = {}): ValidationResult {
  const envelope = storedSectionSchema.safeParse(raw);
  if (!envelope.success) return { ok: false, problem: { sectionId: null, type: null, reason: "malformed", message: summarise(envelope.error) } };
  const { id, type, variant, props, version, hidden, language } = envelope.data;
  const problem = (reason: SectionProblem["reason"], message: string): SectionProblem => ({ sectionId: id, type, reason, message });
  if (!isSectionType(type)) return { ok: false, problem: problem("unknown-type", `There is no section type ${JSON.stringify(type)}.`) };
  const definition = SECTION_REGISTRY[type];
  const warnings: SectionProblem[] = [];
  let chosenVariant: Variant = "default";
  if (isVariant(variant) && definition.variants.includes(variant)) chosenVariant = variant;
  else warnings.push(problem("unknown-variant", `${definition.label} has no variant ${JSON.stringify(variant)}; the default is used.`));
  const migrated = migrateProps(type, props, version ?? 1, migrations);
  if (!migrated.ok) return { ok: false, problem: problem("migration-failed", migrated.message) };
  const unknown = strict ? unknownFields(definition.schema, migrated.props) : [];
  if (unknown.length > 0) {
    const fields = unknown.map((field) => ({ path: [...field.path, field.key], message: unknownFieldMessage(type, field) }));
    return { ok: false, problem: { ...problem("invalid-content", fields.map((field) => field.message).slice(0, 3).join(" ")), fields } };
  }
  const content = definition.schema.safeParse(migrated.props, { error: plainIssueMessage });
  if (!content.success) return { ok: false, problem: { ...problem("invalid-content", summarise(content.error)), fields: fieldsOf(content.error) } };
  return {
    ok: true,
    section: { id, type, variant: chosenVariant, props: content.data, version: currentVersion(type, migrations), ...(hidden ? { hidden } : {}), ...(language ? { language } : {}) },
    warnings,
  };
}

export type RenderOptions = {
  context: RenderContext;
  /** Called for every section that renders nothing or renders differently than stored. */
  onProblem?: (problem: SectionProblem) => void;
};

function reportToConsole(problem: SectionProblem): void {
  console.warn(`Section ${problem.sectionId ?? "(no id)"} (${problem.type ?? "no type"}) ${problem.reason}: ${problem.message}`);
}

/** Renders one stored section, or nothing (reported) when it is unknown or invalid. */
export function renderSection(raw: unknown, options: RenderOptions & { headingLevel?: 1 | 2 }): ReactElement | null {
  const report = options.onProblem ?? reportToConsole;
  const result = validateSection(raw);
  if (!result.ok) {
    report(result.problem);
    return null;
  }
  result.warnings.forEach(report);
  const { section } = result;
  if (section.hidden) return null;
  const rendered = SECTION_REGISTRY[section.type].render(section.props, {
    id: section.id,
    variant: section.variant,
    context: options.context,
    headingLevel: options.headingLevel ?? 2,
  });
  if (!rendered.ok) {
    report({ sectionId: section.id, type: section.type, reason: "invalid-content", message: summarise(rendered.error) });
    return null;
  }
  return section.language ? <SectionLanguageProvider language={section.language}>{rendered.element}</SectionLanguageProvider> : rendered.element;
}

/** Renders laid-out sections in order (see `layOutSections` for who carries the h1). */
export function renderPlacedSections(sections: readonly PlacedSection[], options: RenderOptions): ReactElement {
  const seenIds = new Set<string>();
  return (
    <>
      {sections.map(({ section: raw, headingLevel }, index) => {
        const envelope = storedSectionSchema.safeParse(raw);
        const key = envelope.success && !seenIds.has(envelope.data.id) ? envelope.data.id : `index-${index}`;
        if (envelope.success) seenIds.add(envelope.data.id);
        return <Fragment key={key}>{renderSection(raw, { ...options, headingLevel })}</Fragment>;
      })}
    </>
  );
}

/**
 * Renders one block of a laid-out page or module: a section, or the sections of the module a
 * reference shows (ids prefixed by the reference's, see `flattenBlocks`), or nothing for a missing
 * module. The editor preview and publishing both render every block through here.
 */
export function renderBlock(block: PageBlock, options: RenderOptions): ReactElement | null {
  if (block.kind === "section") return renderSection(block.placed.section, { ...options, headingLevel: block.placed.headingLevel });
  return block.moduleSections ? renderPlacedSections(flattenBlocks([block]), options) : null;
}

/** Lays out a page's or module's sections (modules in place of their references) and renders them. */
export function renderSections(sections: readonly unknown[], options: RenderOptions & { modulesById?: ReadonlyMap<string, readonly unknown[]> }): ReactElement {
  return renderPlacedSections(flattenBlocks(layOutSections(sections, options.modulesById)), options);
}
