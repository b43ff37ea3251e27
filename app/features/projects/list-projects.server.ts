import { sql } from "kysely";
import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import type { Actor, Db } from "~/access/project-access.server";
import { projectListSchema } from "./schema";

export type ListProjectsInput = z.input<typeof projectListSchema>;

export type ProjectCard = {
  id: string;
  name: string;
  primaryColor: string;
  pageCount: number;
  lastPublishedAt: Date | null;
  updated: Date;
};

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The dashboard: the actor's own projects, most recently changed first, optionally filtered by name or id. */
export async function listProjects(
  db: Db,
  actor: Actor,
  input: ListProjectsInput = {},
): Promise<{ projects: ProjectCard[]; hasMore: boolean }> {
  const { search, limit } = parseInput(projectListSchema, input);
  let query = db
    .selectFrom("projects")
    .where("ownerId", "=", actor.userId)
    .select((eb) => [
      "id",
      "name",
      "primaryColor",
      "lastPublishedAt",
      "updated",
      eb
        .selectFrom("pages")
        .whereRef("pages.projectId", "=", "projects.id")
        .select(eb.fn.countAll<number>().as("count"))
        .as("pageCount"),
    ]);
  if (search) {
    const pattern = likePattern(search);
    query = query.where(sql<boolean>`(lower(${sql.ref("name")}) like ${pattern} escape '\\' or ${sql.ref("id")} like ${pattern} escape '\\')`);
  }
  const rows = await query.orderBy("updated", "desc").orderBy("id").limit(limit + 1).execute();
  return {
    projects: rows.slice(0, limit).map((row) => ({ ...row, pageCount: Number(row.pageCount ?? 0) })),
    hasMore: rows.length > limit,
  };
}
