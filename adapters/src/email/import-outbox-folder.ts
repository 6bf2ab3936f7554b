import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../persistence/database.ts";
import { keepInDatabase } from "./mail-outbox-database.ts";
import { EML_NAME, entryOf } from "./mail-outbox-folder.ts";
import { outboxFolderOf } from "./outbox-layout.ts";

const namesIn = (folder: string) =>
  readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    if (typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT")
      return [];
    throw error;
  });

/**
 * Copies the unsent mail a data folder's outbox holds (`<dataDir>/outbox`, each account's
 * subfolder and the account mail at the top) into the database, so that a server moved from its
 * folder to PostgreSQL still lists it; each message keeps its id, and one the database already
 * holds stays as it is. The folder is left as it was. Answers how many messages were copied.
 */
export const importOutboxFolder = async (folder: string, database: Database): Promise<number> => {
  const keep = keepInDatabase(database);
  const top = await namesIn(folder);
  const owners = top.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  let copied = 0;
  for (const owner of [undefined, ...owners]) {
    const at = outboxFolderOf(folder, owner);
    if (owner !== undefined && at === folder) continue;
    const names = (await namesIn(at))
      .filter((entry) => entry.isFile() && EML_NAME.test(entry.name))
      .map((entry) => entry.name);
    for (const name of names) {
      const entry = await entryOf(at, name);
      const [known] = await database.orm.em
        .fork()
        .execute("select 1 from mail_outbox where id = ?", [entry.id]);
      if (known !== undefined) continue;
      await keep({
        id: entry.id,
        owner,
        subject: entry.subject,
        to: entry.to,
        raw: new Uint8Array(await readFile(join(at, name))),
        writtenAt: new Date(entry.date),
      });
      copied += 1;
    }
  }
  return copied;
};
