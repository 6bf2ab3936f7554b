export * from "./clock/index.ts";
export * from "./email/index.ts";
export * from "./pdf/index.ts";
export * from "./persistence/index.ts";
export * from "./security/index.ts";
export * from "./storage/index.ts";
