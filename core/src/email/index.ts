export * from "./email-address.ts";
export * from "./email-send-request.ts";
export * from "./mail-message.ts";
