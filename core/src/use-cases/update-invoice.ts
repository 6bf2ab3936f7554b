import { Effect, Result } from "effect";
import { invoiceToJson } from "../invoices/invoice-json.ts";
import type { UpdateInvoiceRequest } from "../invoices/invoice-request.ts";
import { changeStatus } from "../invoices/status-transitions.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceChange } from "./invoice-change.ts";
import { clientNotSelected, priceInvoice } from "./priced-invoice.ts";

/**
 * Edits an invoice from the form, `PUT /api/invoices/{id}` with the whole body (spec §4: the form
 * may set any status). Totals are recomputed and checked like on create; the status and currency
 * default to the invoice's; the invoice takes its number when it first leaves draft; the edit is recorded in
 * its history.
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
          (fields) =>
            Result.map(changeStatus("form", current.status, fields.status), () =>
              invoiceChange({
                before: current,
                after: { ...current, ...fields },
                event: "edited",
                historyId,
                itemsChanged: true,
                now,
              }),
            ),
        ),
      )
      .pipe(Effect.catchTag("ClientNotFound", () => Effect.fail(clientNotSelected)));
    return invoiceToJson(stored.invoice, stored.client);
  });
