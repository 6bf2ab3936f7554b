export * from "./system-clock.ts";
