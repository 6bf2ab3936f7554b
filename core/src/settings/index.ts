export * from "./brazil-settings.ts";
export * from "./france-settings.ts";
export * from "./notification-preferences.ts";
export * from "./sandbox-mode.ts";
export * from "./settings-envelopes.ts";
export * from "./user-settings.ts";
export * from "./vat-rate-option.ts";
