import { SLUG_PATTERN } from "~/lib/route-params";

export const SLUG_MAX_LENGTH = 60;

/** Slugs are stored in lower case so that an address never depends on how it was typed. */
export function normalizeSlug(value: string): string {
  return value.trim().toLowerCase();
}

/** Why `slug` cannot be a page or module slug, or null when its form is fine. */
export function slugFormatProblem(slug: string): string | null {
  if (slug.length === 0) return "Enter a slug.";
  if (slug.length > SLUG_MAX_LENGTH) return `A slug can be at most ${SLUG_MAX_LENGTH} characters.`;
  if (!/^[A-Za-z0-9]/.test(slug)) return "A slug must start with a letter or a digit.";
  if (!SLUG_PATTERN.test(slug)) return "A slug can only contain letters, digits and hyphens: no spaces, slashes or accents.";
  return null;
}

export function pageSlugTakenMessage(slug: string): string {
  return `Another page of this project already uses the slug “${slug}”.`;
}

export function moduleSlugTakenMessage(slug: string): string {
  return `Another module of this project already uses the slug “${slug}”.`;
}

/** A slug made from a title, to prefill the slug field: accents dropped, words joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}
