import { data, redirect, type AppLoadContext } from "react-router";
import { httpStatusOf } from "~/lib/app-error";
import { isBlockedStatus } from "./complete-sign-in.server";
import { findSession, sessionCookie, type SignedInSession } from "./sessions.server";

const sessionsByRequest = new WeakMap<Request, Promise<SignedInSession | null>>();

async function readSession(request: Request, context: AppLoadContext): Promise<SignedInSession | null> {
  const token: unknown = await sessionCookie(context.config.publicUrl).parse(request.headers.get("Cookie"));
  if (typeof token !== "string" || !token) return null;
  return findSession(context.database.db, token);
}

/** The session behind this request, read once per request however many loaders ask. */
export function getSignedInSession(request: Request, context: AppLoadContext): Promise<SignedInSession | null> {
  let pending = sessionsByRequest.get(request);
  if (!pending) {
    pending = readSession(request, context);
    sessionsByRequest.set(request, pending);
  }
  return pending;
}

export function isAdmin(session: Pick<SignedInSession, "user">): boolean {
  return session.user.roles.includes("admin");
}

export function isBlocked(session: SignedInSession, context: AppLoadContext): boolean {
  return isBlockedStatus(session.user.status, context.config.signupMode);
}

export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/signin?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/**
 * For every screen and action that needs a partner: no session → sign-in (and back here after);
 * suspended, or waiting for approval → /unverified, whatever was asked for.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedInSession> {
  const session = await getSignedInSession(request, context);
  if (!session) throw signInRedirect(request);
  if (isBlocked(session, context)) throw redirect("/unverified");
  return session;
}

export async function requireAdmin(request: Request, context: AppLoadContext): Promise<SignedInSession> {
  const session = await requireUser(request, context);
  if (!isAdmin(session)) throw data("You need the admin role to open this page.", { status: httpStatusOf("FORBIDDEN") });
  return session;
}
