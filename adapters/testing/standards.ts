import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The standards folder tests and benchmarks read: `shared/standards` beside the repository, where
 * CI keeps it. Only the server's configuration moves it (`STANDARDS_DIR`); tests always use this one.
 */
export const testStandardsDir = fileURLToPath(
  new URL("../../../shared/standards", import.meta.url),
);

/** The NF-e schemas inside the standards folder, as CI lays them out. */
export const testNfeSchemaDirectory = path.join(testStandardsDir, "nfe");

/** The NFS-e v1.01 schemas inside the standards folder (TSSerieDPS corrected, see its README). */
export const testNfseSchemaDirectory = path.join(testStandardsDir, "nfse", "xsd", "v1.01");
