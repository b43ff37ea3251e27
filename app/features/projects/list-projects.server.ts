import { sql } from "kysely";
import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import type { Actor, Db } from "~/access/project-access.server";
import type { MemberRole } from "~/access/project-roles";
import { encodeKeysetCursor, type KeysetPosition } from "~/lib/keyset-cursor.server";
import { projectListSchema } from "./schema";

export type ListProjectsInput = z.input<typeof projectListSchema>;

export type ProjectCard = {
  id: string;
  name: string;
  primaryColor: string;
  pageCount: number;
  lastPublishedAt: Date | null;
  updated: Date;
  /** The actor's role: their own projects are "owner", the others were shared with them. */
  role: MemberRole;
};

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The dashboard: the projects the actor owns or is a member of, with their role, most recently
 * changed first, optionally filtered by name or id; `after` continues a page (the API's cursor).
 */
export async function listProjects(
  db: Db,
  actor: Actor,
  input: ListProjectsInput = {},
  after: KeysetPosition | null = null,
): Promise<{ projects: ProjectCard[]; hasMore: boolean; nextCursor: string | null }> {
  const { search, limit } = parseInput(projectListSchema, input);
  let query = db
    .selectFrom("projects")
    .innerJoin("projectMembers", "projectMembers.projectId", "projects.id")
    .where("projectMembers.userId", "=", actor.userId)
    .select((eb) => [
      "projects.id",
      "projects.name",
      "projects.primaryColor",
      "projects.lastPublishedAt",
      "projects.updated",
      "projectMembers.role",
      eb
        .selectFrom("pages")
        .whereRef("pages.projectId", "=", "projects.id")
        .select(eb.fn.countAll<number>().as("count"))
        .as("pageCount"),
    ]);
  if (search) {
    const pattern = likePattern(search);
    query = query.where(sql<boolean>`(lower(${sql.ref("projects.name")}) like ${pattern} escape '\\' or ${sql.ref("projects.id")} like ${pattern} escape '\\')`);
  }
  if (after) {
    query = query.where((eb) => eb.or([eb("projects.updated", "<", after.at), eb.and([eb("projects.updated", "=", after.at), eb("projects.id", ">", after.id)])]));
  }
  const rows = await query.orderBy("projects.updated", "desc").orderBy("projects.id").limit(limit + 1).execute();
  const projects = rows.slice(0, limit).map((row) => ({ ...row, pageCount: Number(row.pageCount ?? 0) }));
  const last = projects.at(-1);
  return {
    projects,
    hasMore: rows.length > limit,
    nextCursor: rows.length > limit && last ? encodeKeysetCursor({ at: last.updated, id: last.id }) : null,
  };
}
