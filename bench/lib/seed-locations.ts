// Where a benchmark seed lives and how it says it is complete: on SQLite a data folder holding the
// database with a marker file beside it; on PostgreSQL a database of its own per seed size, the
// marker in the database's comment. Either is kept between runs, so a long seed is paid once.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * Written only once every site is live: what was seeded, at which migration, and how long the last
 * (possibly resumed) run took for how many sites.
 */
export type SeedMarker = { sites: number; pages: number; migration: string; seconds: number; seededInLastRun: number; workers: number; finished: string };

export type SeedLocation = {
  label: string;
  /** DATA_DIR for the seeding workers and the server (on SQLite it holds the database). */
  dataDir: string;
  /** DATABASE_URL for PostgreSQL; undefined on SQLite. */
  databaseUrl: string | undefined;
  readMarker: () => Promise<SeedMarker | null>;
  writeMarker: (marker: SeedMarker) => Promise<void>;
  /** Removes the seed so it starts again from nothing. */
  reset: () => Promise<void>;
  /** Makes sure the (possibly empty) database exists. */
  create: () => Promise<void>;
};

const MARKER_FILE = "bench-seed.json";
const STARTED_FILE = "bench-seed.started";

function parseMarker(text: string | null | undefined): SeedMarker | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as SeedMarker;
  } catch {
    return null;
  }
}

/** A data folder (BENCH_SEED_DIR, else data/bench-seed/sqlite-<sites>x<pages>) with its SQLite file. */
export function sqliteSeedLocation(dataDir: string): SeedLocation {
  const markerFile = path.join(dataDir, MARKER_FILE);
  const startedFile = path.join(dataDir, STARTED_FILE);
  return {
    label: `SQLite (${dataDir}, WAL)`,
    dataDir,
    databaseUrl: undefined,
    readMarker: async () => parseMarker(fs.existsSync(markerFile) ? fs.readFileSync(markerFile, "utf8") : null),
    writeMarker: async (marker) => fs.writeFileSync(markerFile, `${JSON.stringify(marker, null, 2)}\n`),
    reset: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    create: async () => {
      // Never seeds into (or later removes) a folder it did not start, such as a real DATA_DIR.
      if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0 && !fs.existsSync(startedFile) && !fs.existsSync(markerFile)) {
        throw new Error(`${dataDir} holds files but is not a benchmark seed: choose an empty or new folder for BENCH_SEED_DIR`);
      }
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      fs.writeFileSync(startedFile, `${new Date().toISOString()}\n`);
    },
  };
}

async function withAdmin<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own beside the one BENCH_DATABASE_URL names (pagewright_bench_<sites>x<pages>),
 * so the seed never mixes with other rows and survives the run; DATA_DIR still holds the server's files.
 */
export function postgresSeedLocation(baseUrl: string, databaseName: string, dataDir: string): SeedLocation {
  if (!/^[a-z0-9_]+$/.test(databaseName)) throw new Error(`not a plain database name: ${databaseName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  const exists = (admin: pg.Client) => admin.query("select 1 from pg_database where datname = $1", [databaseName]).then((result) => (result.rowCount ?? 0) > 0);
  return {
    label: `PostgreSQL (${url.host}/${databaseName})`,
    dataDir,
    databaseUrl: url.toString(),
    readMarker: () =>
      withAdmin(baseUrl, async (admin) => {
        const result = await admin.query<{ marker: string | null }>("select shobj_description(oid, 'pg_database') as marker from pg_database where datname = $1", [databaseName]);
        return parseMarker(result.rows[0]?.marker);
      }),
    writeMarker: (marker) => withAdmin(baseUrl, async (admin) => void (await admin.query(`comment on database ${databaseName} is ${admin.escapeLiteral(JSON.stringify(marker))}`))),
    reset: async () => {
      await withAdmin(baseUrl, async (admin) => void (await admin.query(`drop database if exists ${databaseName} with (force)`)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    create: async () => {
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      await withAdmin(baseUrl, async (admin) => {
        if (!(await exists(admin))) await admin.query(`create database ${databaseName}`);
      });
    },
  };
}
