import { Effect, Result } from "effect";
import { invoiceToJson } from "../invoices/invoice-json.ts";
import type { UpdateInvoiceRequest } from "../invoices/invoice-request.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceChange } from "./invoice-change.ts";
import { clientNotSelected, priceInvoice } from "./priced-invoice.ts";

/**
 * Edits an invoice from the form, `PUT /api/invoices/{id}` with the whole body. Totals are
 * recomputed and checked like on create; the status and currency default to the invoice's. A
 * draft may change anything; once numbered the legal content is frozen (InvoiceIssuedLocked), and
 * a status the body sends follows the detail page's moves. The invoice takes its number when it
 * first leaves draft; the edit is recorded in its history with the fields it changed.
 */
export const updateInvoice = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly request: UpdateInvoiceRequest;
}) =>
  Effect.gen(function* () {
    const ids = yield* IdGenerator;
    const itemIds = yield* Effect.replicateEffect(ids.next, input.request.items.length);
    const historyId = yield* ids.next;
    const now = yield* (yield* Clock).now;
    const stored = yield* (yield* InvoiceRepository)
      .update(input.userId, input.id, (current) =>
        Result.flatMap(
          priceInvoice(
            { ...input.request, status: input.request.status ?? current.status },
            current.currency,
            itemIds,
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
      )
      .pipe(Effect.catchTag("ClientNotFound", () => Effect.fail(clientNotSelected)));
    return invoiceToJson(stored.invoice, stored.client);
  });
