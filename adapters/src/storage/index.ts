export * from "./local-file-storage.ts";
