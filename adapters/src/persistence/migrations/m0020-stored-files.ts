import { Migration } from "@mikro-orm/migrations";

/**
 * The files of the FileStorage port (logos, archived documents) in the database, used when the
 * server runs on PostgreSQL so that every process serves every file. The files a data folder
 * already holds are copied in when a server starts on PostgreSQL (`importFolderFiles`): a
 * migration runs inside the database and cannot read a process's folder.
 */
export class M0020StoredFiles extends Migration {
  override up(): void {
    this.addSql(`create table "stored_files" (
      "key" text not null,
      "content_type" text not null,
      "bytes" bytea not null,
      "stored_at" timestamptz not null,
      primary key ("key")
    );`);
  }
}
