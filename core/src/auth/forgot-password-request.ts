import { Schema } from "effect";
import { AuthEmail } from "./auth-email.ts";

/** A request for a reset link; the answer is the same whether the account exists. */
export const ForgotPasswordRequest = Schema.Struct({ email: AuthEmail });
export type ForgotPasswordRequest = typeof ForgotPasswordRequest.Type;
