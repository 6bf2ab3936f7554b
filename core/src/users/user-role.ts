import { Schema } from "effect";

// The spec names no roles and restricts nothing by role (its "admin" was the stub user's); every
// account owns its own data as a "user". "admin" is kept for an operator account, which nothing
// grants yet beyond what a user may do.
/** The role of an account. */
export const UserRole = Schema.Literals(["user", "admin"]);
export type UserRole = typeof UserRole.Type;
