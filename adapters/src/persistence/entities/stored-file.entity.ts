import { defineEntity, p } from "@mikro-orm/core";

/**
 * A file of the FileStorage port kept in the database (on PostgreSQL), so that every server
 * process serves every file: its key (`logos/<uuid>.png`), content type and bytes.
 */
export const StoredFileSchema = defineEntity({
  name: "StoredFile",
  tableName: "stored_files",
  properties: {
    key: p.text().primary(),
    contentType: p.text(),
    bytes: p.blob(),
    storedAt: p.datetime(),
  },
});

export class StoredFile extends StoredFileSchema.class {}
StoredFileSchema.setClass(StoredFile);
