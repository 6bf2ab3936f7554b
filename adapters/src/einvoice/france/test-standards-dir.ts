import path from "node:path";
import { fileURLToPath } from "node:url";

const repository = fileURLToPath(new URL("../../../../", import.meta.url));

/**
 * The standards folder for tests and scripts: `STANDARDS_DIR` when set, else `../shared/standards`
 * beside the repository, where CI keeps it. The server reads its own setting in its config.
 */
export const testStandardsDir = (): string =>
  process.env.STANDARDS_DIR ?? path.resolve(repository, "..", "shared", "standards");
