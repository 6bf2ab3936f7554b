export * from "./decode-fields.ts";
export * from "./keyed-rule.ts";
export * from "./query-integer.ts";
export * from "./text-fields.ts";
export * from "./unstorable-text.ts";
