import { Effect } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { Currency } from "../money/currency.ts";
import { occurrenceInvoiceRequest } from "../recurring/occurrence-invoice.ts";
import type { RecurringInvoice } from "../recurring/recurring-invoice.ts";
import { pickedCatalogue, priceInvoice } from "./priced-invoice.ts";

/**
 * Refuses, as an invoice would be refused, a recurring invoice whose template cannot make an
 * invoice (amounts that do not fit the currency, a catalogue entry not the user's): checked when
 * it is saved rather than at each occurrence.
 */
export const checkRecurringTemplate = (
  userId: string,
  schedule: Pick<RecurringInvoice, "template" | "paymentTermsDays" | "emailMethod">,
  userCurrency: Currency,
  on: IsoDate,
) =>
  Effect.gen(function* () {
    const request = occurrenceInvoiceRequest(schedule, on, { start: on, end: on });
    const catalogue = yield* pickedCatalogue(userId, request);
    const itemIds = request.items.map((_, index) => String(index));
    yield* Effect.fromResult(priceInvoice(request, userCurrency, itemIds, catalogue)).pipe(
      // The request states no totals, so none can disagree with the computed ones.
      Effect.catchTag("InvoiceTotalsMismatch", Effect.die),
    );
  });
