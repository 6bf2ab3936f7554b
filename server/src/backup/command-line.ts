import path from "node:path";
import { FolderLocked, RestoreRefused } from "@invoicing/adapters";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import type { BackupSummary } from "./back-up.ts";

const describe = (summary: BackupSummary): string => {
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  const tables = Object.keys(summary.rows).length;
  return `${rows} rows in ${tables} tables, ${summary.files} files`;
};

/**
 * Runs `npm run backup -- <file>` or `npm run restore -- <file>`: the configuration comes from
 * the same variables as the server's (`DATABASE_URL`, `DATA_DIR`). A known refusal prints its
 * reason and exits with 1; anything else is thrown as is.
 */
export const runCommand = async (
  verb: string,
  action: (config: Config, file: string) => Promise<BackupSummary>,
): Promise<void> => {
  const [file, ...extra] = process.argv.slice(2);
  if (file === undefined || extra.length > 0) {
    process.stderr.write(`usage: npm run ${verb} -- <archive file>\n`);
    process.exit(2);
  }
  try {
    const config = loadConfig();
    const archive = path.resolve(file);
    const summary = await action(config, archive);
    const where = config.databaseUrl === null ? `the data folder ${config.dataDir}` : "PostgreSQL";
    process.stdout.write(`${verb}: ${describe(summary)} (${where}, ${archive})\n`);
  } catch (error) {
    if (
      !(error instanceof ConfigError) &&
      !(error instanceof FolderLocked) &&
      !(error instanceof RestoreRefused)
    ) {
      throw error;
    }
    process.stderr.write(`${verb} refused: ${error.message}\n`);
    process.exit(1);
  }
};
