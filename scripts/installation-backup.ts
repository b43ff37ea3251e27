import SQLite from "better-sqlite3";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { SQLITE_FILE_NAME } from "../db/database";
import type { Config } from "../server/config";

// `npm run backup` and `npm run restore` (README.md#backup-and-restore, decision 0026).

const run = promisify(execFile);
export const BACKUP_FORMAT = "pagewright-backup";
const BACKUP_VERSION = 1;
const SQLITE_SNAPSHOT = "database.sqlite";
const POSTGRES_DUMP = "database.pgdump";
const DATA_COPY = "data";
const SQLITE_FILES = new Set([SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`]);

type Dialect = "sqlite" | "postgres";
export type BackupManifest = { format: typeof BACKUP_FORMAT; version: number; createdAt: string; dialect: Dialect; images: "in data/assets" | "in an S3 bucket, not in this backup" };

/** A refusal the person running the script can act on; the scripts print its message and exit with 1. */
export class BackupError extends Error {
  override name = "BackupError";
}

function dialectOf(config: Pick<Config, "databaseUrl">): Dialect {
  return config.databaseUrl ? "postgres" : "sqlite";
}

function sqliteFile(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, SQLITE_FILE_NAME);
}

/**
 * Writes a snapshot of the whole installation into a new folder `pagewright-backup-<time>` below
 * `outDir`: the database first (SQLite's online backup, or pg_dump, both consistent while the
 * app runs), then the data folder's files (images, the local sign-in provider's keys). Stored
 * images never change once written, so every image the snapshot's rows name is copied, unless it
 * is deleted in between. Images kept in S3 are not copied: the manifest and a note say so.
 */
export async function backupInstallation(config: Config, outDir: string, now = new Date()): Promise<string> {
  const folder = path.join(path.resolve(outDir), `pagewright-backup-${now.toISOString().replace(/[:.]/g, "-")}`);
  if (folder.startsWith(path.resolve(config.dataDir) + path.sep)) throw new BackupError("Write backups outside the data folder, or each backup would contain the ones before it.");
  // The snapshot holds the installation's secrets and sessions: owner-only, like the data folder.
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const dialect = dialectOf(config);
  if (dialect === "sqlite") {
    if (!fs.existsSync(sqliteFile(config))) throw new BackupError(`There is no database at ${sqliteFile(config)}: nothing to back up.`);
    const database = new SQLite(sqliteFile(config), { fileMustExist: true });
    try {
      await database.backup(path.join(folder, SQLITE_SNAPSHOT));
    } finally {
      database.close();
    }
  } else {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${path.join(folder, POSTGRES_DUMP)}`, `--dbname=${config.databaseUrl}`]);
  }
  // SQLite and pg_dump create the file under the umask (usually 0644); it holds sessions and secrets.
  fs.chmodSync(path.join(folder, dialect === "sqlite" ? SQLITE_SNAPSHOT : POSTGRES_DUMP), 0o600);
  if (fs.existsSync(config.dataDir)) {
    fs.cpSync(config.dataDir, path.join(folder, DATA_COPY), { recursive: true, filter: (source) => !SQLITE_FILES.has(path.basename(source)) || path.dirname(source) !== path.resolve(config.dataDir) });
  }
  const onS3 = config.assetStorage.kind === "s3";
  const manifest: BackupManifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now.toISOString(), dialect, images: onS3 ? "in an S3 bucket, not in this backup" : "in data/assets" };
  fs.writeFileSync(path.join(folder, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  if (config.assetStorage.kind === "s3") {
    fs.writeFileSync(path.join(folder, "IMAGES-ON-S3.txt"), `Images are kept in the S3 bucket "${config.assetStorage.bucket}" and are not in this backup.\nBack the bucket up with its own versioning or replication; restore it beside this backup.\n`);
  }
  return folder;
}

function readManifest(from: string): BackupManifest {
  const file = path.join(from, "manifest.json");
  if (!fs.existsSync(file)) throw new BackupError(`${from} is not a Pagewright backup: it has no manifest.json.`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) throw new BackupError(`${from} is not a backup this version of Pagewright restores.`);
  return manifest as BackupManifest;
}

/** How many people and projects the configured database holds; zero for a database that does not exist yet or has no tables. */
async function heldRows(config: Config): Promise<{ users: number; projects: number }> {
  if (dialectOf(config) === "sqlite") {
    if (!fs.existsSync(sqliteFile(config))) return { users: 0, projects: 0 };
    const database = new SQLite(sqliteFile(config), { readonly: true, fileMustExist: true });
    try {
      const count = (table: string) => {
        const exists = database.prepare("select count(*) as n from sqlite_master where type = 'table' and name = ?").get(table) as { n: number };
        return exists.n ? (database.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n : 0;
      };
      return { users: count("users"), projects: count("projects") };
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const count = async (table: string) => {
      const exists = await client.query<{ found: string | null }>("select to_regclass($1) as found", [table]);
      return exists.rows[0]?.found ? Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0) : 0;
    };
    return { users: await count("users"), projects: await count("projects") };
  } finally {
    await client.end();
  }
}

/**
 * Brings a backup back into the configured installation, which must be stopped. A database that
 * already holds people or projects is replaced only with `force`: without it nothing is touched.
 */
export async function restoreInstallation(config: Config, from: string, { force }: { force: boolean }): Promise<void> {
  const manifest = readManifest(path.resolve(from));
  const dialect = dialectOf(config);
  if (manifest.dialect !== dialect) throw new BackupError(`This backup is of a ${manifest.dialect} database, but this installation is set up for ${dialect}.`);
  const held = await heldRows(config);
  if ((held.users > 0 || held.projects > 0) && !force) {
    throw new BackupError(`The database already holds ${held.projects} projects and ${held.users} people. Restoring replaces all of it: run again with --force to do so.`);
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (dialect === "sqlite") {
    for (const name of SQLITE_FILES) fs.rmSync(path.join(config.dataDir, name), { force: true });
    fs.copyFileSync(path.join(from, SQLITE_SNAPSHOT), sqliteFile(config));
    fs.chmodSync(sqliteFile(config), 0o600);
  } else {
    await run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", `--dbname=${config.databaseUrl}`, path.join(from, POSTGRES_DUMP)]);
  }
  const data = path.join(from, DATA_COPY);
  if (fs.existsSync(data)) fs.cpSync(data, config.dataDir, { recursive: true, force: true });
}
