// `npm run restore -- <backup folder> [--force]`, with the server stopped (README.md#backup-and-restore).
import { loadConfig } from "../server/config";
import { BackupError, restoreInstallation } from "./installation-backup";

const args = process.argv.slice(2);
const force = args.includes("--force");
const from = args.find((arg) => !arg.startsWith("--"));
if (!from) {
  console.error("Usage: npm run restore -- <backup folder> [--force]");
  process.exit(2);
}
try {
  await restoreInstallation(loadConfig(process.env), from, { force });
  process.stdout.write(`Restored from ${from}. Start the server to use it.\n`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
