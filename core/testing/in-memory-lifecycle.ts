import { Effect, Layer } from "effect";
import type { LifecycleEntry, LifecyclePlatform } from "../src/france/lifecycle/lifecycle-entry.ts";
import {
  ApprovedPlatform,
  type PaDeliveredInvoice,
  PlatformWebhookRefused,
} from "../src/ports/approved-platform.ts";
import { LifecycleRepository } from "../src/ports/lifecycle-repository.ts";
import type { PlatformStatus } from "../src/use-cases/record-platform-statuses.ts";
import type { UserId } from "../src/users/user-id.ts";
import type { PortState } from "./in-memory-ports.ts";
import { inMemoryPurchases } from "./in-memory-purchases.ts";

/** What the in-memory PA and lifecycle store hold, for a test to read and to feed. */
export interface LifecycleState {
  readonly entries: Array<LifecycleEntry & { readonly userId: string }>;
  /** The CDARs sent to the PA, in order. */
  readonly sent: Array<{
    readonly userId: string;
    readonly invoiceNumber: string;
    readonly cdar: string;
  }>;
  /** The statuses the PA holds for each user, handed out once by `newStatuses`. */
  readonly waiting: Map<string, Array<PlatformStatus>>;
  readonly polledUntil: Map<string, string>;
  /** The supplier invoices the PA delivers to each user, handed out by polling until marked. */
  readonly delivered: Map<string, Array<PaDeliveredInvoice & { readonly at: string }>>;
  readonly invoicesPolledUntil: Map<string, string>;
  /** The platform each user has set up. */
  readonly platforms: Map<UserId, LifecyclePlatform>;
  /** Each user's webhook: the callback address given, and the key its callbacks are signed with. */
  readonly webhooks: Map<UserId, { readonly callbackUrl: string; readonly signingKey: string }>;
}

/**
 * An in-memory PA (`ApprovedPlatform`) and lifecycle store (`LifecycleRepository`), for unit
 * tests of the use cases; statuses go to the invoices of `ports` (the in-memory ports' state),
 * the supplier invoices the PA delivers to an in-memory store of purchases.
 */
export const inMemoryLifecycle = (ports: PortState) => {
  const state: LifecycleState = {
    entries: [],
    sent: [],
    waiting: new Map(),
    polledUntil: new Map(),
    delivered: new Map(),
    invoicesPolledUntil: new Map(),
    platforms: new Map(),
    webhooks: new Map(),
  };
  /** The statuses the PA holds for the user, handed out once. */
  const takeWaiting = (userId: UserId) => {
    const statuses = state.waiting.get(userId) ?? [];
    state.waiting.set(userId, []);
    return statuses;
  };
  const repository = Layer.succeed(LifecycleRepository, {
    record: (userId, target, entry) =>
      Effect.sync(() => {
        const invoice = [...ports.invoices.values()].find(
          (candidate) =>
            candidate.userId === userId &&
            ("invoiceId" in target
              ? candidate.id === target.invoiceId
              : candidate.invoiceNumber === target.invoiceNumber),
        );
        const repeated = state.entries.some(
          (kept) => kept.userId === userId && entry.flowId !== null && kept.flowId === entry.flowId,
        );
        if (invoice === undefined || repeated) return null;
        state.entries.push({ ...entry, invoiceId: invoice.id, userId });
        return invoice.id;
      }),
    list: (userId, invoiceId) =>
      Effect.sync(() =>
        state.entries.filter((entry) => entry.userId === userId && entry.invoiceId === invoiceId),
      ),
  });
  const platform = Layer.succeed(ApprovedPlatform, {
    platformOf: (userId) => Effect.sync(() => state.platforms.get(userId) ?? null),
    deposit: (_userId, deposit) => Effect.succeed({ flowId: `deposit-${deposit.invoiceNumber}` }),
    sendStatus: (userId, status) =>
      Effect.sync(() => {
        state.sent.push({ userId, ...status });
        return { flowId: `status-${state.sent.length}` };
      }),
    newStatuses: (userId) =>
      Effect.sync(() => {
        const statuses = takeWaiting(userId);
        return { statuses, until: statuses.at(-1)?.at ?? null };
      }),
    markPolled: (userId, until) => Effect.sync(() => void state.polledUntil.set(userId, until)),
    // Like a PA, hands out every delivery after the last mark, so a poll not marked repeats.
    newInvoices: (userId) =>
      Effect.sync(() => {
        const since = state.invoicesPolledUntil.get(userId) ?? "";
        const invoices = (state.delivered.get(userId) ?? []).filter(
          (delivered) => delivered.at > since,
        );
        return { invoices, until: invoices.at(-1)?.at ?? null };
      }),
    markInvoicesPolled: (userId, until) =>
      Effect.sync(() => void state.invoicesPolledUntil.set(userId, until)),
    configuredUsers: Effect.sync(() => [...state.platforms.keys()]),
    // The hook is the user's id and a callback's signature its key, as plain text.
    subscribeWebhook: (userId, callbackUrl) =>
      Effect.sync(() => {
        state.webhooks.set(userId, {
          callbackUrl: callbackUrl(userId),
          signingKey: `key-${userId}`,
        });
      }),
    callbackStatuses: (callback) =>
      Effect.gen(function* () {
        const userId = callback.hook as UserId;
        const webhook = state.webhooks.get(userId);
        const platform = state.platforms.get(userId);
        if (webhook?.signingKey !== callback.signature || platform === undefined) {
          return yield* Effect.fail(new PlatformWebhookRefused());
        }
        // The callback delivers every invoice the PA holds for the user, as a repeated call would.
        const invoices = state.delivered.get(userId) ?? [];
        return { userId, platform, statuses: takeWaiting(userId), invoices };
      }),
  });
  // Supplier invoices the PA delivers are taken in among the user's purchases.
  const purchases = inMemoryPurchases();
  return {
    state,
    purchases: purchases.state,
    layer: Layer.mergeAll(repository, platform, purchases.layer),
  };
};
