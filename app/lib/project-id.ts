import { PROJECT_ID_PATTERN } from "~/lib/route-params";
import { isReservedProjectId } from "~/lib/reserved-project-ids";

export const PROJECT_ID_MAX_LENGTH = 40;
const FALLBACK_PROJECT_ID = "site";

/** Project ids are unique case-insensitively, so they are compared and stored in lower case. */
export function normalizeProjectId(value: string): string {
  return value.trim().toLowerCase();
}

/** Why `id` can never be a project id (whoever holds it), or null when its form is fine. */
export function projectIdFormatProblem(id: string): string | null {
  if (id.length === 0) return "Enter a project id.";
  if (!/^[A-Za-z]/.test(id)) return "A project id must start with a letter.";
  if (id.length < 2) return "A project id needs at least 2 characters.";
  if (id.length > PROJECT_ID_MAX_LENGTH) return `A project id can be at most ${PROJECT_ID_MAX_LENGTH} characters.`;
  if (!PROJECT_ID_PATTERN.test(id)) return "A project id can only contain letters and digits: no spaces, hyphens or accents.";
  if (isReservedProjectId(id)) return `“${id.toLowerCase()}” is used by Pagewright itself. Choose another id.`;
  return null;
}

export function projectIdTakenMessage(id: string): string {
  return `The id “${id}” is already taken. Choose another one.`;
}

/**
 * A valid-looking id made from a project name: accents dropped, letters and digits only, lower
 * case, starting with a letter. It may still be reserved or taken; the server settles that.
 */
export function projectIdBaseFromName(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .replace(/^[0-9]+/, "")
    .slice(0, PROJECT_ID_MAX_LENGTH - 8);
  return base.length >= 2 ? base : FALLBACK_PROJECT_ID;
}
