import { Schema } from "effect";

/** The identifier of an account; every stored row is scoped by one. */
export const UserId = Schema.NonEmptyString;
export type UserId = typeof UserId.Type;
