import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema";

type Db = Kysely<Database>;

const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrCreate(db: Db, name: string): Promise<Buffer> {
  // Every node races to create it once; the first insert wins and all read the same value.
  await db
    .insertInto("installationSecrets")
    .values({ name, value: randomBytes(32).toString("base64"), created: new Date() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("installationSecrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64");
}

/**
 * A secret kept in the database, so every node of an installation shares it; read once per process.
 * Each use has its own name (lead form tokens, messaging-link tokens…), so no two share a key.
 */
export function installationSecret(db: Db, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) {
    byName = new Map();
    secrets.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
