export * from "./document-archive-live.ts";
