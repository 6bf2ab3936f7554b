import { Effect, Schema } from "effect";
import type { LifecycleEntry, LifecycleStatusView } from "../france/lifecycle/lifecycle-entry.ts";
import { LifecycleStatusView as View } from "../france/lifecycle/lifecycle-entry.ts";
import { lifecycleLabel } from "../france/lifecycle/lifecycle-status.ts";
import { InvoiceNotFound } from "../invoices/invoice-not-found.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { LifecycleRepository } from "../ports/lifecycle-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { pollUserStatuses } from "./poll-platform-statuses.ts";

/** An invoice's lifecycle statuses as the API lists them, oldest first. */
export const InvoiceLifecycleResponse = Schema.Struct({ data: Schema.Array(View) });
export type InvoiceLifecycleResponse = typeof InvoiceLifecycleResponse.Type;

/** Where the CDAR we emitted for a status is downloaded. */
export const lifecycleCdarUrl = (invoiceId: string, entryId: string): string =>
  `/api/invoices/${invoiceId}/lifecycle/${entryId}/cdar`;

/** The reason shown for a status: its code and text, either alone when the other is missing. */
const reasonOf = (entry: LifecycleEntry): string | null =>
  [entry.reasonCode, entry.reason].filter((part) => part !== null).join(" — ") || null;

/**
 * A kept status as the API shows it (docs/FRANCE-PA.md#statuses), its CDAR downloaded from
 * `cdarUrl(documentId, entryId)`.
 */
export const lifecycleViewWith =
  (cdarUrl: (documentId: string, entryId: string) => string) =>
  (entry: LifecycleEntry): LifecycleStatusView => ({
    code: entry.code,
    label: lifecycleLabel(entry.code),
    at: entry.at,
    reason: reasonOf(entry),
    platform: entry.platform,
    ...(entry.cdar === null ? {} : { xmlUrl: cdarUrl(entry.invoiceId, entry.id) }),
  });

/** A kept status of an issued invoice as the API shows it (docs/FRANCE-PA.md#statuses). */
export const lifecycleView = lifecycleViewWith(lifecycleCdarUrl);

/** The lifecycle statuses of one of the user's invoices, oldest first; InvoiceNotFound otherwise. */
export const listInvoiceLifecycle = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const entries = yield* LifecycleRepository.use((stored) => stored.list(input.userId, input.id));
    return { data: entries.map(lifecycleView) } satisfies InvoiceLifecycleResponse;
  });

/**
 * The CDAR we emitted for one status of one of the user's invoices, as a file named after its
 * invoice and code. InvoiceNotFound for another user's invoice, or a status without one.
 */
export const getLifecycleCdar = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly entryId: string;
}) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const entries = yield* LifecycleRepository.use((stored) => stored.list(input.userId, input.id));
    const entry = entries.find((candidate) => candidate.id === input.entryId);
    if (entry?.cdar === null || entry?.cdar === undefined) {
      return yield* Effect.fail(new InvoiceNotFound({ id: input.id }));
    }
    return {
      xml: entry.cdar,
      fileName: `${invoice.invoiceNumber ?? invoice.id}_${entry.code}.xml`,
    };
  });

/**
 * Asks the user's PA for new statuses now, then lists one of the user's invoices' statuses
 * (`listInvoiceLifecycle`). FrenchPlatformUnavailable when the PA cannot be reached.
 */
export const refreshInvoiceLifecycle = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.id);
    yield* pollUserStatuses(input.userId);
    return yield* listInvoiceLifecycle(input);
  });
