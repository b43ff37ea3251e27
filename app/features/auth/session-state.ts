import type { SignedInSession } from "./sessions.server";

/**
 * The session state of docs/product.md#session-state (userAuth, user, partner, appInitialised), as the root loader
 * hands it to every screen. The user carries its claims (roles, status).
 */
export function sessionState(session: SignedInSession | null) {
  if (!session) return { userAuth: null, user: null, partner: null, appInitialised: true } as const;
  const { user, partner } = session;
  return {
    userAuth: { uid: user.id, email: user.email },
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      status: user.status,
      photoUrl: user.photoUrl,
      created: user.created.toISOString(),
      updated: user.updated.toISOString(),
      claims: { roles: user.roles, status: user.status },
    },
    partner,
    appInitialised: true,
  } as const;
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => Array.from(part ?? "")[0]?.toUpperCase() ?? "").join("") || "?";
}
