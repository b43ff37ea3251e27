import { projectKey, readableProjects, type Actor, type Db } from "~/access/project-access.server";

/** Where each module of a project may be embedded, by module slug (null: anywhere), for those who may see the project. */
export async function listEmbedHosts(db: Db, actor: Actor, input: { projectId: string }): Promise<Map<string, { moduleId: string; hosts: string[] | null }>> {
  const rows = await db
    .selectFrom("modules")
    .select(["id", "slug", "embedHosts"])
    .where("projectId", "=", projectKey(input.projectId))
    .where("projectId", "in", readableProjects(db, actor).select("projects.id"))
    .execute();
  return new Map(rows.map((row) => [row.slug, { moduleId: row.id, hosts: row.embedHosts }]));
}
