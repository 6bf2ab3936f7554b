export * from "./database-file-storage.ts";
export * from "./import-folder-files.ts";
export * from "./local-file-storage.ts";
