import { withPostgresClient, workerDatabaseName } from "./postgres-test-databases";

/**
 * A Vitest setup file: gives each test worker a PostgreSQL database of its own, named after
 * TEST_DATABASE_URL's database and the worker's number, and points TEST_DATABASE_URL at it (the
 * address CI gave stays in TEST_DATABASE_URL_GIVEN). Why: Kysely's migrator reads the tables of
 * every schema in its database, and a schema another worker drops meanwhile fails that read with
 * "schema … does not exist"; one database per worker keeps the workers' catalogues apart. The
 * global set-up (`postgres-test-databases.ts`) drops these databases when the run ends.
 */
const given = process.env.TEST_DATABASE_URL_GIVEN ?? process.env.TEST_DATABASE_URL;
if (given) {
  process.env.TEST_DATABASE_URL_GIVEN = given;
  const url = new URL(given);
  const name = workerDatabaseName(url.pathname.slice(1), process.env.VITEST_POOL_ID ?? "1");
  url.pathname = `/${name}`;
  if (process.env.TEST_DATABASE_URL !== url.toString()) {
    await withPostgresClient(given, async (admin) => {
      try {
        await admin.query(`create database "${name}"`);
      } catch (error) {
        // 42P04: made by this worker for an earlier file, or by an earlier process of this pool slot.
        if ((error as { code?: string }).code !== "42P04") throw error;
      }
    });
    process.env.TEST_DATABASE_URL = url.toString();
  }
}
