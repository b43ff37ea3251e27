// `npm run backup [-- --out <folder>]`: a consistent snapshot of the whole installation (README.md#backup-and-restore).
import { loadConfig } from "../server/config";
import { BackupError, backupInstallation } from "./installation-backup";

const outIndex = process.argv.indexOf("--out");
const outDir = outIndex === -1 ? "backups" : process.argv[outIndex + 1];
if (!outDir) {
  console.error("Usage: npm run backup [-- --out <folder>]");
  process.exit(2);
}
try {
  const folder = await backupInstallation(loadConfig(process.env), outDir);
  process.stdout.write(`Backed up to ${folder}\n`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
