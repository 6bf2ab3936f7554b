export * from "./persistence/index.ts";
