export * from "./crypto-random-numbers.ts";
export * from "./random-token-generator.ts";
export * from "./scrypt-password-hasher.ts";
export * from "./security-layer.ts";
export * from "./uuid-id-generator.ts";
