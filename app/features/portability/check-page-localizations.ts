import type { StoredSection } from "../../../db/stored-values";
import { sectionListProblems } from "~/features/sections/section-list-rules";
import { validateSection, type ValidSection } from "~/features/sections/render-sections";
import { sectionsInLanguage, textsOfSection } from "~/features/sections/section-texts";
import { languagePathOf } from "~/lib/language-paths";
import type { ProjectManifest } from "./export-format";

type Problem = { path: string; message: string };

// A module's document is at `<its slug>/module`: no page of a language may be at `<language>/module`.
const RESERVED_SLUG = "module";

function checkWords(sections: readonly ValidSection[], texts: Record<string, Record<string, unknown>>, at: string, problems: Problem[]): void {
  for (const [sectionId, words] of Object.entries(texts)) {
    const section = sections.find((candidate) => candidate.id === sectionId);
    if (!section) {
      problems.push({ path: `${at}.${sectionId}`, message: "Names a section the page does not have." });
      continue;
    }
    const known = textsOfSection(section);
    for (const path of Object.keys(words)) if (!(path in known)) problems.push({ path: `${at}.${sectionId}`, message: `The ${section.type} section has no text “${path}”.` });
  }
  for (const problem of sectionListProblems(sectionsInLanguage(sections, texts), { allowModuleReferences: true })) problems.push({ path: at, message: problem.message });
}

/**
 * The rules the languages screen and the translation save keep, across the file
 * (docs/project-export-format.md#languages): each added language once and not the site's own, each
 * page's version in a language the site adds, slugs unique within a language and clear of the
 * languages' paths, and words that fit the page's sections as the editor checks them.
 */
export function checkPageLocalizations(manifest: ProjectManifest, sectionsOf: (pageIndex: number) => readonly StoredSection[], problems: Problem[]): void {
  const { settings } = manifest.project;
  const added = settings.languages ?? [];
  const hasLocalizations = manifest.pages.some((page) => (page.localizations?.length ?? 0) > 0);
  if (manifest.version < 3 && (added.length > 0 || hasLocalizations))
    problems.push({ path: "version", message: "Languages came with format version 3: this file says an older version but has them." });
  const own = settings.language ?? "en";
  const tags = new Set<string>();
  added.forEach((language, index) => {
    const at = `project.settings.languages[${index}]`;
    if (language.tag.toLowerCase() === own.toLowerCase()) problems.push({ path: at, message: "This is the site's own language." });
    if (tags.has(language.tag.toLowerCase())) problems.push({ path: at, message: `The language ${language.tag} is listed twice.` });
    tags.add(language.tag.toLowerCase());
    const path = languagePathOf(language.tag);
    if (manifest.pages.some((page) => page.slug === path)) problems.push({ path: at, message: `A page has the slug “${path}”, where this language's pages would be.` });
  });

  const slugsByLanguage = new Map<string, Set<string>>();
  manifest.pages.forEach((page, pageIndex) => {
    const sections = sectionsOf(pageIndex).flatMap((section) => {
      const result = validateSection(section);
      return result.ok ? [result.section] : [];
    });
    const seen = new Set<string>();
    page.localizations?.forEach((localization, index) => {
      const at = `pages[${pageIndex}].localizations[${index}]`;
      const tag = localization.language.toLowerCase();
      if (!tags.has(tag)) problems.push({ path: `${at}.language`, message: "The site does not add this language (project.settings.languages)." });
      if (seen.has(tag)) problems.push({ path: `${at}.language`, message: "The page has two versions in this language." });
      seen.add(tag);
      const slugs = slugsByLanguage.get(tag) ?? new Set<string>();
      if (slugs.has(localization.slug)) problems.push({ path: `${at}.slug`, message: `Another page uses the slug “${localization.slug}” in this language.` });
      if (localization.slug === RESERVED_SLUG) problems.push({ path: `${at}.slug`, message: `The slug “${RESERVED_SLUG}” is kept for modules' addresses.` });
      slugs.add(localization.slug);
      slugsByLanguage.set(tag, slugs);
      checkWords(sections, localization.texts, `${at}.texts`, problems);
    });
  });
}
