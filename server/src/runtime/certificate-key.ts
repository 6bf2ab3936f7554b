import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
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
  // "wx" creates the file only if it is missing: a second process starting at once reads the first one's key.
  await writeFile(file, `${randomBytes(32).toString("base64")}\n`, {
    mode: 0o600,
    flag: "wx",
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  const key = await readFile(file, "utf8");
  options.logger.warn(
    "certificate key from the data folder: set CERTIFICATE_KEY outside development",
    {
      file,
    },
  );
  return certificateVaultKey(key);
};
