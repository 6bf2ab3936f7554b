import { Schema } from "effect";
import { User } from "../users/user.ts";

/** Answer of sign-up and sign-in: the opaque session token (shown once) and the account. */
export const AuthResponse = Schema.Struct({ token: Schema.String, user: User });
export type AuthResponse = typeof AuthResponse.Type;

/** The signed-in user, as the account's own view and a profile change show it. */
export const UserResponse = Schema.Struct({ user: User });
export type UserResponse = typeof UserResponse.Type;
