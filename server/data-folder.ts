import fs from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { SQLITE_FILE_NAME } from "../db/database";
import { PROVIDER_KEYS_FILE_NAME } from "./local-oidc/provider-keys";

const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;
// The database (signing keys, installation secrets, sessions) with SQLite's companions, and the local provider's keys.
const SECRET_FILES = [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`, PROVIDER_KEYS_FILE_NAME];

function modeOf(target: string): number | null {
  try {
    return fs.statSync(target).mode & 0o777;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return null;
    throw error;
  }
}

function restrict(target: string, allowed: number, logger: Logger): void {
  const mode = modeOf(target);
  if (mode === null || (mode & ~allowed) === 0) return;
  const change = { path: target, from: mode.toString(8), to: allowed.toString(8) };
  try {
    fs.chmodSync(target, allowed);
    logger.warn(change, "data file was readable by others; it is owner-only now");
  } catch (error) {
    logger.warn({ ...change, err: error }, "data file is readable by others and could not be made owner-only; change its mode by hand");
  }
}

/**
 * Creates the data folder owner-only, and makes an existing one and the secret-holding files in it
 * owner-only when an older version or another tool left them readable by others, saying so in the log.
 */
export function restrictDataFolder(dataDir: string, logger: Logger): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  restrict(dataDir, OWNER_ONLY_FOLDER, logger);
  for (const name of SECRET_FILES) restrict(path.join(dataDir, name), OWNER_ONLY_FILE, logger);
}
