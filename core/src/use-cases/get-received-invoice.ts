import { Effect } from "effect";
import { ReceivedInvoiceRepository } from "../ports/received-invoice-repository.ts";
import { fromIsoMinorUnits } from "../purchases/decimal-amount.ts";
import {
  type ReceivedInvoiceResponse,
  receivedCdarUrl,
  receivedOriginalUrl,
  receivedSummary,
} from "../purchases/received-invoice-api.ts";
import { ReceivedInvoiceNotFound } from "../purchases/received-invoice-errors.ts";
import type { UserId } from "../users/user-id.ts";
import { lifecycleViewWith } from "./list-invoice-lifecycle.ts";

/** One of the user's received invoices; ReceivedInvoiceNotFound for any other id. */
export const findReceivedInvoice = (userId: UserId, id: string) =>
  Effect.flatMap(
    ReceivedInvoiceRepository.use((stored) => stored.get(userId, id)),
    (invoice) =>
      invoice === null ? Effect.fail(new ReceivedInvoiceNotFound({ id })) : Effect.succeed(invoice),
  );

const statusView = lifecycleViewWith(receivedCdarUrl);

/** One of the user's received invoices in full, with the statuses sent about it, oldest first. */
export const getReceivedInvoice = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const invoice = yield* findReceivedInvoice(input.userId, input.id);
    const statuses = yield* ReceivedInvoiceRepository.use((stored) =>
      stored.statuses(input.userId, input.id),
    );
    const major = (minor: number) => fromIsoMinorUnits(minor, invoice.currency);
    return {
      data: {
        ...receivedSummary(invoice),
        buyer: invoice.buyer,
        lines: invoice.lines.map((line) => ({ ...line, netAmount: major(line.netAmount) })),
        vatBreakdown: invoice.vatBreakdown.map((row) => ({
          ...row,
          taxableAmount: major(row.taxableAmount),
          taxAmount: major(row.taxAmount),
        })),
        prepaid: major(invoice.totals.prepaid),
        paymentTerms: invoice.paymentTerms,
        fileName: invoice.fileName,
        originalUrl: receivedOriginalUrl(invoice.id),
        statuses: statuses.map(statusView),
      },
    } satisfies ReceivedInvoiceResponse;
  });
