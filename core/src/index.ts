export * from "./errors/validation-failed.ts";
export * from "./validation/keyed-rule.ts";
