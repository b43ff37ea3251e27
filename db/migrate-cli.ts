import { loadConfig } from "../server/config";
import { databaseOptionsFor, openDatabase } from "./database";
import { migrateToLatest } from "./migrate";

const config = loadConfig();
const database = openDatabase(databaseOptionsFor(config.databaseUrl, config.dataDir));
try {
  const applied = await migrateToLatest(database);
  process.stdout.write(applied.length ? `Applied: ${applied.join(", ")}\n` : "Database is up to date.\n");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
