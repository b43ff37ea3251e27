import pg from "pg";

/** The database a Vitest worker uses on the server TEST_DATABASE_URL names (see `postgres-test-database-of-this-worker.ts`). */
export function workerDatabaseName(givenName: string, poolId: string): string {
  return `${givenName}_w${poolId}`;
}

/** Runs `work` with a client of its own on `url`, closed afterwards whatever happens. */
export async function withPostgresClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Vitest's global set-up: when the run ends, drops the databases its workers made. */
export async function teardown(): Promise<void> {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) return;
  const givenName = new URL(given).pathname.slice(1);
  const ours = new RegExp(`^${givenName.replace(/[^A-Za-z0-9_]/g, "\\$&")}_w\\d+$`);
  await withPostgresClient(given, async (admin) => {
    const { rows } = await admin.query<{ name: string }>("select datname as name from pg_database");
    for (const { name } of rows.filter((row) => ours.test(row.name))) await admin.query(`drop database if exists "${name}" with (force)`);
  });
}
