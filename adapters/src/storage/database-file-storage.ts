import { FileNotFound, FileStorage } from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { Database } from "../persistence/database.ts";
import { runQuery } from "../persistence/repositories/run-database.ts";
import { isStorageKey } from "./local-file-storage.ts";

interface StoredFileRow {
  readonly content_type: string;
  readonly bytes: Uint8Array;
}

const invalidKey = (key: string) =>
  Effect.die(new Error(`invalid storage key ${JSON.stringify(key)}`));

/**
 * The FileStorage port on the database's `stored_files` table (migration 0020): what one server
 * process stores, every other one on the database serves. Keys follow the local adapter's
 * pattern, so a file moves between the two unchanged; a write replaces the file in one statement.
 */
export const databaseFileStorage = (database: Database) =>
  FileStorage.of({
    put: (key, bytes, contentType) =>
      isStorageKey(key)
        ? runQuery(database, (em) =>
            em.execute(
              `insert into stored_files (key, content_type, bytes, stored_at) values (?, ?, ?, ?)
               on conflict (key) do update set content_type = excluded.content_type,
                 bytes = excluded.bytes, stored_at = excluded.stored_at`,
              [key, contentType, Buffer.from(bytes), new Date()],
            ),
          ).pipe(Effect.asVoid)
        : invalidKey(key),
    get: (key) =>
      runQuery(database, (em) =>
        em.execute<StoredFileRow[]>("select content_type, bytes from stored_files where key = ?", [
          key,
        ]),
      ).pipe(
        Effect.flatMap(([row]) =>
          row === undefined
            ? Effect.fail(new FileNotFound({ fileKey: key }))
            : Effect.succeed({ bytes: new Uint8Array(row.bytes), contentType: row.content_type }),
        ),
      ),
    delete: (key) =>
      isStorageKey(key)
        ? runQuery(database, (em) =>
            em.execute("delete from stored_files where key = ?", [key]),
          ).pipe(Effect.asVoid)
        : invalidKey(key),
  });

/** The FileStorage port on the database. */
export const databaseFileStorageLayer = (database: Database) =>
  Layer.succeed(FileStorage, databaseFileStorage(database));
