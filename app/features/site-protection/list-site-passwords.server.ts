import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";

/** Which parts of the project have a password, for its overview: '' for the whole site, else page ids. */
export async function listProtectedScopes(db: Db, actor: Actor, input: { projectId: string }): Promise<string[]> {
  const { id } = await requireReadableProject(db, actor, input.projectId);
  const rows = await db.selectFrom("sitePasswords").select("scope").where("projectId", "=", id).orderBy("scope").execute();
  return rows.map((row) => row.scope);
}
