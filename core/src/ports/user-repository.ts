import { Context, type Effect, type Option } from "effect";
import type { EmailTaken } from "../auth/auth-errors.ts";
import type { TokenHash } from "../auth/token-hash.ts";
import type { User } from "../users/user.ts";
import type { UserId } from "../users/user-id.ts";
import type { UserNotFound } from "../users/user-not-found.ts";

/** An account with its password hash, which only sign-in and password changes need. */
export interface UserCredentials {
  readonly user: User;
  readonly passwordHash: string;
}

/** The account after its logo changed, and the logo it had before (its file is to be removed). */
export interface LogoReplaced {
  readonly user: User;
  readonly previousLogo: string | null;
}

/**
 * Accounts. E-mails are unique under `normalizeEmail` (trim, lowercase): the adapter enforces it
 * with a unique index on the normalised e-mail, so two concurrent sign-ups cannot both win.
 * Storage failures are defects, not typed errors.
 */
export class UserRepository extends Context.Service<
  UserRepository,
  {
    /** Stores a new account; fails when another one has the same normalised e-mail. */
    readonly create: (user: User, passwordHash: string) => Effect.Effect<User, EmailTaken>;
    readonly findById: (id: UserId) => Effect.Effect<Option.Option<User>>;
    /** Finds the account of an e-mail, compared by `normalizeEmail`. */
    readonly findByEmail: (email: string) => Effect.Effect<Option.Option<UserCredentials>>;
    readonly getCredentials: (id: UserId) => Effect.Effect<UserCredentials, UserNotFound>;
    /**
     * Replaces the account's profile fields: all but the password and the logo, which have their
     * own methods so that a concurrent profile save cannot undo them.
     */
    readonly update: (user: User) => Effect.Effect<User, UserNotFound | EmailTaken>;
    /**
     * Sets the password hash and ends every session of the account except `keepSession` (the one
     * changing the password; null ends them all, as a reset does), in one transaction.
     */
    readonly setPassword: (
      id: UserId,
      passwordHash: string,
      keepSession: TokenHash | null,
    ) => Effect.Effect<void, UserNotFound>;
    /** Sets `user.logo` (null removes it) and answers the value it replaced, atomically. */
    readonly setLogo: (
      id: UserId,
      logo: string | null,
    ) => Effect.Effect<LogoReplaced, UserNotFound>;
    /** Whether any account exists: the demo account is only created in an empty database. */
    readonly hasAny: Effect.Effect<boolean>;
  }
>()("@invoicing/core/UserRepository") {}
