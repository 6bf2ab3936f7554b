import { createHash } from "node:crypto";

/** The file, beside the compiled rules, naming the SHA-256 of the XSLT each was compiled from. */
export const SEF_SOURCES_FILE = "sources.json";

/** The SHA-256 of an XSLT file's bytes, hex. */
export const xsltDigest = (bytes: Uint8Array): string =>
  createHash("sha256").update(bytes).digest("hex");
