import { Schema } from "effect";

/** Whether this caller's e-invoicing calls use the sandbox. */
export const SandboxStatusResponse = Schema.Struct({
  success: Schema.Literal(true),
  isSandbox: Schema.Boolean,
});
export type SandboxStatusResponse = typeof SandboxStatusResponse.Type;
