export * from "./resend-stand-in.ts";
export * from "./smtp-stand-in.ts";
