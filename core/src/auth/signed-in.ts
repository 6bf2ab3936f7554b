import type { User } from "../users/user.ts";

/** An account just signed in: its new session's token (shown once, stored hashed) and the account. */
export interface SignedIn {
  readonly token: string;
  readonly user: User;
}
