import { Context, type Effect, type Option } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { PaSettings } from "../france/pa-settings.ts";
import type { UserId } from "../users/user-id.ts";

/** The webhook subscription a user's PA answered: the hook naming the user, the PA's ids and key. */
export interface PaWebhookRecord {
  /** The random part of the callback address that names the user. */
  readonly hook: string;
  readonly webhookId: string;
  /** The key the PA signs each callback with. */
  readonly signingKey: string;
}

/**
 * Each user's PA settings, the secret sealed at rest by the adapter, how far the user's PA was
 * polled (statuses and supplier invoices apart), and its webhook subscription (the signing key sealed too). Storage failures are defects.
 */
export class PaSettingsRepository extends Context.Service<
  PaSettingsRepository,
  {
    readonly get: (userId: UserId) => Effect.Effect<Option.Option<PaSettings>>;
    readonly save: (userId: UserId, settings: PaSettings) => Effect.Effect<void>;
    /** The users who saved PA settings. */
    readonly configuredUsers: Effect.Effect<ReadonlyArray<UserId>>;
    readonly polledUntil: (userId: UserId) => Effect.Effect<Instant | null>;
    readonly markPolled: (userId: UserId, until: Instant) => Effect.Effect<void>;
    /** How far the supplier invoices the user's PA delivered were taken in. */
    readonly invoicesPolledUntil: (userId: UserId) => Effect.Effect<Instant | null>;
    readonly markInvoicesPolled: (userId: UserId, until: Instant) => Effect.Effect<void>;
    /** Keeps the user's webhook subscription, replacing the one before. */
    readonly saveWebhook: (userId: UserId, webhook: PaWebhookRecord) => Effect.Effect<void>;
    /** The user a hook names and the key its callbacks are signed with; none for an unknown hook. */
    readonly webhookOf: (
      hook: string,
    ) => Effect.Effect<Option.Option<{ readonly userId: UserId; readonly signingKey: string }>>;
  }
>()("@invoicing/core/PaSettingsRepository") {}
