import { Effect, Result } from "effect";
import type { UpdateInvoiceRequest } from "../invoices/invoice-request.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceChange } from "./invoice-change.ts";
import { updateIssuing } from "./invoice-issued.ts";
import { clientNotSelected, pickedCatalogue, priceInvoice } from "./priced-invoice.ts";

/**
 * Edits an invoice as the form sends it whole. Totals are recomputed and checked like on create;
 * the status and currency default to the invoice's. A draft may change anything; once numbered
 * the legal content is frozen (InvoiceIssuedLocked), and a status the request gives follows the
 * detail page's moves. The invoice takes its number when it first leaves draft, and what follows
 * an issue runs (`invoiceIssued`); the edit is recorded in its history with the fields it
 * changed. Answers the invoice as stored, with its client.
 */
export const updateInvoice = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly request: UpdateInvoiceRequest;
  /** The caller's explicit sandbox choice, for the e-invoice auto-send of an invoice it issues. */
  readonly sandboxHeader?: boolean | undefined;
}) =>
  Effect.gen(function* () {
    const ids = yield* IdGenerator;
    const itemIds = yield* Effect.replicateEffect(ids.next, input.request.items.length);
    const historyId = yield* ids.next;
    const now = yield* (yield* Clock).now;
    const catalogue = yield* pickedCatalogue(input.userId, input.request);
    const stored = yield* updateIssuing(input, (current) =>
      Result.flatMap(
        priceInvoice(
          { ...input.request, status: input.request.status ?? current.status },
          current.currency,
          itemIds,
          catalogue,
        ),
        (fields) => {
          // A numbered invoice keeps its stored lines: the guard holds their content unchanged.
          return invoiceChange({
            place: "detail",
            before: current,
            after: { ...current, ...fields },
            event: "edited",
            historyId,
            itemsChanged: current.invoiceNumber === null,
            now,
          });
        },
      ),
    ).pipe(Effect.catchTag("ClientNotFound", () => Effect.fail(clientNotSelected)));
    return stored;
  });
