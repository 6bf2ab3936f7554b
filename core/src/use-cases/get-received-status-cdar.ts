import { Effect } from "effect";
import { ReceivedInvoiceRepository } from "../ports/received-invoice-repository.ts";
import { ReceivedInvoiceNotFound } from "../purchases/received-invoice-errors.ts";
import type { UserId } from "../users/user-id.ts";
import { findReceivedInvoice } from "./get-received-invoice.ts";

/** The CDAR we sent for one status of one of the user's received invoices, named after it. */
export const getReceivedStatusCdar = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly entryId: string;
}) =>
  Effect.gen(function* () {
    const invoice = yield* findReceivedInvoice(input.userId, input.id);
    const statuses = yield* ReceivedInvoiceRepository.use((stored) =>
      stored.statuses(input.userId, input.id),
    );
    const entry = statuses.find((candidate) => candidate.id === input.entryId);
    if (entry?.cdar === null || entry?.cdar === undefined) {
      return yield* Effect.fail(new ReceivedInvoiceNotFound({ id: input.id }));
    }
    return { xml: entry.cdar, fileName: `${invoice.number}_${entry.code}.xml` };
  });
