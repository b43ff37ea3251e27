import { randomString } from "~/lib/random-string";
import { isReservedProjectId } from "~/lib/reserved-project-ids";
import type { Db } from "~/access/project-access.server";
import { projectIdBaseFromName } from "~/lib/project-id";

const SUFFIXED_ATTEMPTS = 5;

export async function isProjectIdTaken(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom("projects").select("id").where("id", "=", id.toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

function randomSuffix(length: number): string {
  return randomString(length).toLowerCase();
}

/**
 * A free project id for a name: the name itself reduced to the id pattern, or, when that is
 * reserved or taken, the same with a few random letters and digits appended.
 */
export async function suggestProjectId(db: Db, name: string): Promise<string> {
  const base = projectIdBaseFromName(name);
  const candidates = [base, ...Array.from({ length: SUFFIXED_ATTEMPTS }, () => base + randomSuffix(4))];
  for (const candidate of candidates) {
    if (!isReservedProjectId(candidate) && !(await isProjectIdTaken(db, candidate))) return candidate;
  }
  // 36^8 combinations: a clash here is left to the insert's uniqueness check.
  return base + randomSuffix(8);
}
