import { currentUser, Unauthenticated } from "@invoicing/core";
import { Effect } from "effect";
import type { Authenticate } from "../app/create-router.ts";

/** The caller of a Bearer token through the `currentUser` use case; no token is Unauthenticated. */
export const authenticate: Authenticate = (token) =>
  token === null
    ? Effect.fail(new Unauthenticated())
    : currentUser(token).pipe(
        Effect.map(({ user, session }) => ({ user, token, tokenHash: session.tokenHash })),
      );
