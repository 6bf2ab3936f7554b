import { Effect } from "effect";
import type { Invoice } from "../invoices/invoice.ts";
import { needsNumber } from "../invoices/invoice-number.ts";
import type { CreateInvoiceRequest } from "../invoices/invoice-request.ts";
import { NO_STATUS_STAMPS, stampStatusChange } from "../invoices/status-stamps.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { type InvoiceOccurrence, InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";
import { invoiceIssued } from "./invoice-issued.ts";
import { clientNotSelected, pickedCatalogue, priceInvoice } from "./priced-invoice.ts";

/**
 * Creates an invoice (docs/PRODUCT-RULES.md#totals): totals by `invoiceTotals`, checked against any
 * the request gave; the currency defaults to the user's; created in a status other than draft it
 * takes its number at once, and what follows an issue runs (`invoiceIssued`). The client must be
 * one of the user's (ValidationFailed). An invoice that is an occurrence of a recurring invoice is
 * recorded as such in the same transaction (OccurrenceAlreadyIssued when it already was). Answers the invoice as stored, with its client.
 */
export const createInvoiceOf = (input: {
  readonly userId: UserId;
  readonly request: CreateInvoiceRequest;
  /** The caller's explicit sandbox choice, for the e-invoice auto-send of an invoice it issues. */
  readonly sandboxHeader?: boolean | undefined;
  /** The occurrence of a recurring invoice this invoice is (`issueRecurringInvoices`). */
  readonly occurrence?: InvoiceOccurrence | undefined;
  /** False: no e-invoice auto-send for the invoice it issues (a recurring invoice's choice). */
  readonly eInvoice?: boolean | undefined;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const ids = yield* IdGenerator;
    const itemIds = yield* Effect.replicateEffect(ids.next, input.request.items.length);
    const catalogue = yield* pickedCatalogue(input.userId, input.request);
    const fields = yield* Effect.fromResult(
      priceInvoice(input.request, user.currency, itemIds, catalogue),
    );
    const id = yield* ids.next;
    const historyId = yield* ids.next;
    const now = yield* (yield* Clock).now;
    const invoice: Invoice = {
      ...fields,
      ...stampStatusChange(NO_STATUS_STAMPS, null, fields.status, now),
      id,
      userId: input.userId,
      invoiceNumber: null,
      createdAt: now,
      updatedAt: now,
    };
    const stored = yield* (yield* InvoiceRepository)
      .create(input.userId, {
        invoice,
        issueNumber: needsNumber(null, invoice.status),
        occurrence: input.occurrence,
        history: {
          id: historyId,
          invoiceId: id,
          at: now,
          event: "created",
          from: null,
          to: invoice.status,
        },
      })
      .pipe(Effect.catchTag("ClientNotFound", () => Effect.fail(clientNotSelected)));
    if (stored.invoice.invoiceNumber !== null) {
      yield* invoiceIssued({ ...input, invoice: stored.invoice });
    }
    return stored;
  });

/** `createInvoiceOf` for a request's invoice, which is no occurrence of a recurring invoice. */
export const createInvoice = (input: {
  readonly userId: UserId;
  readonly request: CreateInvoiceRequest;
  /** The caller's explicit sandbox choice, for the e-invoice auto-send of an invoice it issues. */
  readonly sandboxHeader?: boolean | undefined;
}) =>
  // Without an occurrence the repository never answers OccurrenceAlreadyIssued.
  createInvoiceOf(input).pipe(Effect.catchTag("OccurrenceAlreadyIssued", Effect.die));
