import { Schema } from "effect";

/** Answer of `GET /api/e-invoice/sandbox/status`: whether this caller's calls use the sandbox. */
export const SandboxStatusResponse = Schema.Struct({
  success: Schema.Literal(true),
  isSandbox: Schema.Boolean,
});
export type SandboxStatusResponse = typeof SandboxStatusResponse.Type;
