import type { AppLoadContext } from "react-router";
import { getSignedInSession, isAdmin, requireUser } from "~/features/auth/guards.server";
import type { SignedInSession } from "~/features/auth/sessions.server";
import { assertRouteParams, unknownRoute } from "~/lib/route-params";
import { AppError } from "~/lib/app-error";
import { requireReadableProject, type Actor, type ProjectGrant } from "./project-access.server";
import type { Capability } from "./project-roles";

export function actorOf(session: SignedInSession): Actor {
  return { userId: session.user.id, isAdmin: isAdmin(session) };
}

export type ProjectParams = { projectId?: string | undefined; page?: string | undefined; module?: string | undefined };

/**
 * The gate of every project screen and action: malformed parameters and projects the person may
 * not see both answer the 404 of docs/product.md#error-texts, so another partner cannot tell a taken id from a free one.
 * Anonymous people go to sign-in, suspended ones to /unverified (requireUser). `read` loads what the
 * screen needs of the project and refuses with NOT_FOUND when the actor may not see it. An endpoint
 * that answers scripts rather than people passes `signedOut`, thrown instead of the sign-in redirect.
 */
export async function behindProjectGate<T>(
  request: Request,
  params: ProjectParams,
  context: AppLoadContext,
  read: (actor: Actor, projectId: string) => Promise<T>,
  signedOut?: () => Response,
): Promise<{ actor: Actor; found: T }> {
  assertRouteParams(context, params);
  if (signedOut && !(await getSignedInSession(request, context))) throw signedOut();
  const actor = actorOf(await requireUser(request, context));
  try {
    return { actor, found: await read(actor, params.projectId ?? "") };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") unknownRoute(context);
    throw error;
  }
}

/** Who is asking, and the project they may read with their role in it: what the gate hands to use cases. */
export type ProjectAccess = { actor: Actor; project: ProjectGrant };

/**
 * The gate with the project and the actor's role in it. `capability` is what the screen needs to
 * be seen at all (the project's screens unless told; the leads inbox asks for `view-leads`); a
 * person without it gets the same 404 as a stranger. Use cases then check the capability of the change.
 */
export async function requireProjectAccess(
  request: Request,
  params: ProjectParams,
  context: AppLoadContext,
  signedOut?: () => Response,
  capability?: Capability,
): Promise<ProjectAccess> {
  const { actor, found } = await behindProjectGate(request, params, context, (reader, projectId) => requireReadableProject(context.database.db, reader, projectId, capability), signedOut);
  return { actor, project: found };
}
