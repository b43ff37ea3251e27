import { exportJWK, generateKeyPair, type JWK } from "jose";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

const keysSchema = z.object({
  signingKey: z.record(z.string(), z.unknown()),
  cookieKeys: z.array(z.string().min(32)).min(1),
});
export type LocalProviderKeys = { signingKey: JWK; cookieKeys: string[] };

export const PROVIDER_KEYS_FILE_NAME = "local-oidc-keys.json";

/** The local provider's signing key and cookie keys, generated once and kept in the data folder. */
export async function loadOrCreateProviderKeys(dataDir: string): Promise<LocalProviderKeys> {
  const file = path.join(dataDir, PROVIDER_KEYS_FILE_NAME);
  if (fs.existsSync(file)) {
    const stored = keysSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
    return { signingKey: stored.signingKey as JWK, cookieKeys: stored.cookieKeys };
  }
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString("hex"), alg: "RS256", use: "sig" };
  const keys = { signingKey, cookieKeys: [randomBytes(32).toString("base64url")] };
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
