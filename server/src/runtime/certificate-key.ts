import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { certificateVaultKey } from "@invoicing/adapters";
import type { Logger } from "../logging/logger.ts";

/** The development key's file in the data folder. */
export const DEVELOPMENT_KEY_FILE = "certificate-key";

/**
 * The key that seals NF-e certificates: `CERTIFICATE_KEY` when configured. Without it, outside
 * production, a key made once and kept in the data folder (with a warning: whoever reads the
 * folder can open the certificates); in production none, so uploads are refused rather than
 * protected by a key lying beside the data.
 */
export const resolveCertificateKey = async (options: {
  readonly configured: Uint8Array | null;
  readonly production: boolean;
  readonly dataDir: string;
  readonly logger: Logger;
}): Promise<Uint8Array | null> => {
  if (options.configured !== null) return options.configured;
  if (options.production) {
    options.logger.warn("certificate key missing: set CERTIFICATE_KEY to accept NF-e certificates");
    return null;
  }
  const file = path.join(options.dataDir, DEVELOPMENT_KEY_FILE);
  await mkdir(options.dataDir, { recursive: true });
  // The key is written whole to a file of its own, then linked into place, which fails if the key
  // file exists: a second caller starting at once (another process, or the NF-e and the PA layers
  // of this one) reads the first one's key, never a file still being written.
  const draft = `${file}.${randomBytes(8).toString("hex")}`;
  await writeFile(draft, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  await link(draft, file)
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    })
    .finally(() => unlink(draft));
  const key = await readFile(file, "utf8");
  options.logger.warn(
    "certificate key from the data folder: set CERTIFICATE_KEY outside development",
    {
      file,
    },
  );
  return certificateVaultKey(key);
};
