import type { AuthResponse, SignedIn } from "@invoicing/core";

/** Answer of sign-up and sign-in: the session's token, shown this once, and the account. */
export const authResponse = ({ token, user }: SignedIn): AuthResponse => ({ token, user });
