import type { Kysely } from "kysely";
import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { Database } from "../../../db/schema";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is refreshed at most this often, so reading a session is not a write per request.
const SESSION_REFRESH_MS = 60 * 60 * 1000;

export function sessionCookie(publicUrl: URL) {
  return createCookie("pw_session", {
    httpOnly: true,
    sameSite: "lax",
    secure: publicUrl.protocol === "https:",
    path: "/",
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new session with a fresh 256-bit token; only its hash is stored. */
export async function createSession(db: Kysely<Database>, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db
    .insertInto("sessions")
    .values({ tokenHash: hashSessionToken(token), userId, created: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
    .execute();
  return token;
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("tokenHash", "=", hashSessionToken(token)).execute();
}

export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("userId", "=", userId).execute();
}

/** The signed-in user and partner behind a session token, or null when it is unknown or expired. */
export async function findSession(db: Kysely<Database>, token: string) {
  const tokenHash = hashSessionToken(token);
  const now = new Date();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .leftJoin("partners", "partners.id", "users.id")
    .select([
      "sessions.lastSeenAt",
      "sessions.expiresAt",
      "users.id as userId",
      "users.name",
      "users.email",
      "users.status",
      "users.photoUrl",
      "users.roles",
      "users.created",
      "users.updated",
      "partners.displayName as partnerDisplayName",
      "partners.company as partnerCompany",
    ])
    .where("sessions.tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expiresAt <= now) {
    await db.deleteFrom("sessions").where("tokenHash", "=", tokenHash).execute();
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > SESSION_REFRESH_MS) {
    await db
      .updateTable("sessions")
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where("tokenHash", "=", tokenHash)
      .execute();
  }
  return {
    user: {
      id: row.userId,
      name: row.name,
      email: row.email,
      status: row.status,
      photoUrl: row.photoUrl,
      roles: row.roles,
      created: row.created,
      updated: row.updated,
    },
    partner: row.partnerDisplayName === null ? null : { id: row.userId, displayName: row.partnerDisplayName, company: row.partnerCompany },
  };
}

export type SignedInSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;
