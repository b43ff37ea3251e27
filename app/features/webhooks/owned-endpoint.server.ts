import { requireOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";

export const ENDPOINT_NOT_FOUND_MESSAGE = "This webhook no longer exists. Reload the page.";

/** The endpoint when it belongs to a project the actor owns; otherwise the project's refusal, or NOT_FOUND. */
export async function requireOwnedEndpoint(db: Db, actor: Actor, input: { projectId: string; endpointId: string }): Promise<{ id: string; projectId: string }> {
  const { id: projectId } = await requireOwnedProject(db, actor, input.projectId);
  const endpoint = await db.selectFrom("webhookEndpoints").select(["id", "projectId"]).where("id", "=", input.endpointId).where("projectId", "=", projectId).executeTakeFirst();
  if (!endpoint) throw new AppError("NOT_FOUND", ENDPOINT_NOT_FOUND_MESSAGE);
  return endpoint;
}
