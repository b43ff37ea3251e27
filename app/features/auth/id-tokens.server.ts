import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from "jose";
import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";
import type { Database } from "../../../db/schema";
import type { Config } from "../../../server/config";
import { isBlockedStatus } from "./complete-sign-in.server";
import { AppError } from "~/lib/app-error";

export const ID_TOKEN_AUDIENCE = "pagewright";
export const ID_TOKEN_TTL_SECONDS = 60 * 60;
export const ACCOUNT_INACTIVE_MESSAGE = "This account is not active.";
const INVALID_TOKEN_MESSAGE = "The ID token is missing, expired or not valid.";
const CLOCK_TOLERANCE_SECONDS = 30;
const ALGORITHM = "ES256";

export type IdTokenSubject = { id: string; email: string; name: string; status: string; roles: string[] };

async function ensureSigningKey(db: Kysely<Database>) {
  const existing = await db.selectFrom("signingKeys").selectAll().orderBy("created", "desc").executeTakeFirst();
  if (existing) return existing;
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomBytes(8).toString("hex");
  const meta = { kid, alg: ALGORITHM, use: "sig" };
  await db
    .insertInto("signingKeys")
    .values({
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), ...meta },
      publicJwk: { ...(await exportJWK(publicKey)), ...meta },
      created: new Date(),
    })
    .execute();
  // Two nodes may have raced to create one; everyone signs with the newest.
  return db.selectFrom("signingKeys").selectAll().orderBy("created", "desc").executeTakeFirstOrThrow();
}

/** The public keys that verify our ID tokens, as served at /auth/jwks.json. */
export async function publicJwks(db: Kysely<Database>): Promise<{ keys: JWK[] }> {
  await ensureSigningKey(db);
  const rows = await db.selectFrom("signingKeys").select("publicJwk").execute();
  return { keys: rows.map((row) => row.publicJwk as JWK) };
}

/** A short-lived ID token for the signed-in user, carrying the claims (roles, status). */
export async function mintIdToken(db: Kysely<Database>, issuer: URL, subject: IdTokenSubject) {
  const key = await ensureSigningKey(db);
  const privateKey = await importJWK(key.privateJwk as JWK, ALGORITHM);
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ID_TOKEN_TTL_SECONDS;
  const idToken = await new SignJWT({ email: subject.email, name: subject.name, status: subject.status, roles: subject.roles })
    .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: "JWT" })
    .setIssuer(issuer.origin)
    .setAudience(ID_TOKEN_AUDIENCE)
    .setSubject(subject.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(privateKey);
  return { idToken, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * Verifies signature, issuer, audience and lifetime: `exp` must be there, and no token is taken
 * more than an hour after it was issued, whatever its `exp` says. Returns the user id it was issued to.
 */
export async function verifyIdToken(db: Kysely<Database>, issuer: URL, token: string): Promise<{ userId: string }> {
  try {
    const jwks = createLocalJWKSet(await publicJwks(db));
    const { payload } = await jwtVerify(token, jwks, {
      issuer: issuer.origin,
      audience: ID_TOKEN_AUDIENCE,
      algorithms: [ALGORITHM],
      requiredClaims: ["exp", "sub"],
      maxTokenAge: ID_TOKEN_TTL_SECONDS,
      // Nodes sharing the signing key may disagree on the time by a few seconds.
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (!payload.sub) throw new Error("token has no subject");
    return { userId: payload.sub };
  } catch (error) {
    throw new AppError("INVALID_TOKEN", INVALID_TOKEN_MESSAGE, { cause: error });
  }
}

/**
 * The user behind a valid ID token, as they are now: a token minted before its user was
 * suspended (or, with SIGNUP_MODE=approval, before approval was withdrawn) stops working at once,
 * under the same rule that refuses to mint one.
 */
export async function userOfIdToken(db: Kysely<Database>, config: Pick<Config, "publicUrl" | "signupMode">, token: string) {
  const { userId } = await verifyIdToken(db, config.publicUrl, token);
  const user = await db.selectFrom("users").select(["id", "name", "status"]).where("id", "=", userId).executeTakeFirst();
  if (!user) throw new AppError("INVALID_TOKEN", "The ID token belongs to no user of this server.");
  if (isBlockedStatus(user.status, config.signupMode)) {
    throw new AppError("ACCOUNT_INACTIVE", ACCOUNT_INACTIVE_MESSAGE, { cause: new Error(`user ${user.id} is ${user.status}`) });
  }
  return user;
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}
