import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { TestServer } from "./start-test-server.ts";

/**
 * The account mail (sent for no account, such as a password reset) in a server's outbox, oldest
 * first, as raw .eml text: on PostgreSQL in the database, on PGlite at the top of the data
 * folder's outbox.
 */
export const outboxMessages = async (
  server: Pick<TestServer, "database" | "dataDir" | "sql">,
): Promise<ReadonlyArray<string>> => {
  if (server.database.database.engine === "postgresql") {
    const rows = await server.sql("select raw from mail_outbox where owner is null order by id");
    return rows.map((row) => Buffer.from(row.raw as Uint8Array).toString("utf8"));
  }
  const folder = path.join(server.dataDir, "outbox");
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
