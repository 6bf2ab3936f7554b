import { Context, type Effect, Schema } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { LifecyclePlatform } from "../france/lifecycle/lifecycle-entry.ts";
import type { PlatformStatus } from "../use-cases/record-platform-statuses.ts";
import type { UserId } from "../users/user-id.ts";
import type { FrenchPlatformUnavailable } from "./french-platform.ts";

/** A Factur-X invoice to deposit on the user's PA. */
export interface PaInvoiceDeposit {
  readonly invoiceNumber: string;
  readonly facturX: Uint8Array;
}

/** What the PA said to a flow we sent: its id. */
export interface PaFlowReceipt {
  readonly flowId: string;
}

/** The statuses a PA sent since a point, and the point to ask from next time. */
export interface PaStatusPage {
  readonly statuses: ReadonlyArray<PlatformStatus>;
  readonly until: Instant | null;
}

/** A supplier invoice the PA delivered to the user as a buyer: its flow and its file as sent. */
export interface PaDeliveredInvoice {
  readonly flowId: string;
  readonly fileName: string;
  readonly file: Uint8Array;
}

/** The supplier invoices a PA delivered since a point, and the point to ask from next time. */
export interface PaInvoicePage {
  readonly invoices: ReadonlyArray<PaDeliveredInvoice>;
  readonly until: Instant | null;
}

/** A webhook callback as it came: the exact body and the signature and timestamp headers. */
export interface PlatformCallback {
  /** The random hook of the callback address, which names the user. */
  readonly hook: string;
  readonly payload: string;
  readonly signature: string;
  readonly timestamp: string;
}

/**
 * What a verified callback brought: whose it is, through which platform, the statuses about the
 * user's invoices and the supplier invoices delivered to the user.
 */
export interface PlatformCallbackStatuses {
  readonly userId: UserId;
  readonly platform: LifecyclePlatform;
  readonly statuses: ReadonlyArray<PlatformStatus>;
  readonly invoices: ReadonlyArray<PaDeliveredInvoice>;
}

/**
 * A callback that is not from the user's PA: an unknown hook, a signature that does not match, or
 * a timestamp too far from now (docs/FRANCE-PA.md#webhooks).
 */
export class PlatformWebhookRefused extends Schema.TaggedError<PlatformWebhookRefused>()(
  "PlatformWebhookRefused",
  {},
) {
  readonly key: string = "pa.errors.webhookrefused";
}

/**
 * The Plateforme Agréée each user chose (docs/FRANCE-PA.md#switching): the sandbox PA or a real
 * one, configured per user. `platformOf` says which answers a user, null when none is set up.
 */
export class ApprovedPlatform extends Context.Service<
  ApprovedPlatform,
  {
    readonly platformOf: (userId: UserId) => Effect.Effect<LifecyclePlatform | null>;
    /** Deposits an issued invoice's Factur-X (processing rule B2B). */
    readonly deposit: (
      userId: UserId,
      deposit: PaInvoiceDeposit,
    ) => Effect.Effect<PaFlowReceipt, FrenchPlatformUnavailable>;
    /** Sends a lifecycle status (a CDAR) about one of the user's invoices. */
    readonly sendStatus: (
      userId: UserId,
      status: { readonly invoiceNumber: string; readonly cdar: string },
    ) => Effect.Effect<PaFlowReceipt, FrenchPlatformUnavailable>;
    /** The statuses about the user's issued invoices the PA updated since the last `markPolled`. */
    readonly newStatuses: (
      userId: UserId,
    ) => Effect.Effect<PaStatusPage, FrenchPlatformUnavailable>;
    /** Remembers that the statuses up to `until` are kept. */
    readonly markPolled: (userId: UserId, until: Instant) => Effect.Effect<void>;
    /**
     * The supplier invoices the PA delivered to the user as a buyer since the last
     * `markInvoicesPolled`, each with its file as the supplier sent it, oldest first.
     */
    readonly newInvoices: (
      userId: UserId,
    ) => Effect.Effect<PaInvoicePage, FrenchPlatformUnavailable>;
    /** Remembers that the supplier invoices delivered up to `until` are taken in. */
    readonly markInvoicesPolled: (userId: UserId, until: Instant) => Effect.Effect<void>;
    /** The users with a PA set up, for polling. */
    readonly configuredUsers: Effect.Effect<ReadonlyArray<UserId>>;
    /**
     * Subscribes the user's PA to call back at `callbackUrl(hook)` on each status about the
     * user's invoices and on each supplier invoice delivered to the user, and keeps the subscription (its signing key sealed).
     */
    readonly subscribeWebhook: (
      userId: UserId,
      callbackUrl: (hook: string) => string,
    ) => Effect.Effect<void, FrenchPlatformUnavailable>;
    /**
     * Checks a callback's signature with the key of the user its hook names, and reads the
     * status its flow carries, or the supplier invoice it delivers (none for any other flow).
     */
    readonly callbackStatuses: (
      callback: PlatformCallback,
    ) => Effect.Effect<
      PlatformCallbackStatuses,
      PlatformWebhookRefused | FrenchPlatformUnavailable
    >;
  }
>()("@invoicing/core/ApprovedPlatform") {}
