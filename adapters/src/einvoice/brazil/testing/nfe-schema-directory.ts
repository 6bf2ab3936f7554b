import { fileURLToPath } from "node:url";

/**
 * Where the tests find the NF-e schemas: `NFE_SCHEMA_DIR`, else `shared/standards/nfe` beside the
 * repository (as CI lays it out: ../shared/standards relative to the repo).
 */
export const testNfeSchemaDirectory = (): string =>
  process.env.NFE_SCHEMA_DIR ??
  fileURLToPath(new URL("../../../../../../shared/standards/nfe", import.meta.url));
