import { Schema } from "effect";
import { User } from "../users/user.ts";

/** Answer of sign-up and sign-in: the opaque session token (shown once) and the account. */
export const AuthResponse = Schema.Struct({ token: Schema.String, user: User });
export type AuthResponse = typeof AuthResponse.Type;

/** Answer of `GET /api/auth/me` and `PUT /api/auth/profile`. */
export const UserResponse = Schema.Struct({ user: User });
export type UserResponse = typeof UserResponse.Type;
