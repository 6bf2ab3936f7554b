import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The messages written to a data folder's outbox, oldest first, as raw .eml text. */
export const outboxMessages = async (dataDir: string): Promise<ReadonlyArray<string>> => {
  const folder = path.join(dataDir, "outbox");
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(names.map((name) => readFile(path.join(folder, name), "utf8")));
};

/** The reset token of the link in a password reset message (quoted-printable undone). */
export const resetTokenIn = (eml: string): string | null => {
  const text = eml.replace(/=\r?\n/gu, "").replace(/=3D/giu, "=");
  return /[?&]token=([A-Za-z0-9_-]+)/u.exec(text)?.[1] ?? null;
};
