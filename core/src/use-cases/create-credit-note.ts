import { Effect, Option, Result } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import type { CreditNote } from "../credit-notes/credit-note.ts";
import {
  CreditNoteDateOutOfOrder,
  type CreditNoteExceedsInvoice,
  InvoiceNotIssued,
  NfeMustBeCancelled,
} from "../credit-notes/credit-note-errors.ts";
import { creditNoteFigures } from "../credit-notes/credit-note-figures.ts";
import type { CreateCreditNoteRequest } from "../credit-notes/credit-note-request.ts";
import { CancelRequiresNfseCancellation } from "../einvoicing/nfse-invoice-errors.ts";
import type { ValidationFailed } from "../errors/validation-failed.ts";
import type { GuardRefusal } from "../invoices/issued-invoice-guard.ts";
import { Clock } from "../ports/clock.ts";
import {
  type CreditNoteContext,
  CreditNoteRepository,
  type NewCreditNote,
} from "../ports/credit-note-repository.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedCreditNote } from "./archive-credit-note.ts";
import { leftToTheArchiveJob } from "./archive-invoice.ts";
import { findUser } from "./find-user.ts";
import { invoiceChange } from "./invoice-change.ts";

/**
 * Credits all or part of a numbered invoice (decisions
 * §9). The credit note is dated today in the user's zone, never before the user's last credit note
 * (CreditNoteDateOutOfOrder), and numbered in the user's credit-note series. A draft cannot be
 * credited (InvoiceNotIssued), nor an invoice whose NF-e SEFAZ authorised (NfeMustBeCancelled) or whose NFS-e stands
 * (CancelRequiresNfseCancellation);
 * never more than is left (CreditNoteExceedsInvoice). The credit note that takes all that is left
 * cancels the invoice: the one way a numbered invoice is cancelled. Answers the credit note as
 * stored, with its client.
 */
export const createCreditNote = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly request: CreateCreditNoteRequest;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.invoiceId);
    const nfe = yield* (yield* NfeSubmissionRepository).authorized(input.userId, invoice.id);
    if (Option.isSome(nfe)) return yield* new NfeMustBeCancelled({ invoiceId: invoice.id });
    // An NFS-e that stands is undone by its own cancellation, as an NF-e is.
    const nfse = yield* (yield* NfseRepository).issued(input.userId, invoice.id);
    if (Option.isSome(nfse) && !nfse.value.cancelled) {
      return yield* new CancelRequiresNfseCancellation({ id: invoice.id });
    }
    const ids = yield* IdGenerator;
    const id = yield* ids.next;
    const historyId = yield* ids.next;
    const itemIds = yield* Effect.replicateEffect(ids.next, invoice.items.length);
    const now = yield* (yield* Clock).now;
    const today = todayIn(user.timeZone, new Date(now));
    const stored = yield* (yield* CreditNoteRepository).create(
      input.userId,
      invoice.id,
      ({
        invoice: current,
        credited,
        lastIssueDate,
      }: CreditNoteContext): Result.Result<
        NewCreditNote,
        | InvoiceNotIssued
        | CreditNoteDateOutOfOrder
        | CreditNoteExceedsInvoice
        | ValidationFailed
        | GuardRefusal
      > => {
        if (current.invoiceNumber === null) {
          return Result.fail(new InvoiceNotIssued({ invoiceId: current.id }));
        }
        if (lastIssueDate !== null && today < lastIssueDate) {
          return Result.fail(new CreditNoteDateOutOfOrder({ lastIssueDate }));
        }
        const invoiceNumber = current.invoiceNumber;
        return Result.flatMap(
          creditNoteFigures({
            invoice: current,
            credited,
            requested: input.request.items,
            itemIds,
          }),
          (figures): Result.Result<NewCreditNote, GuardRefusal> => {
            const creditNote: Omit<CreditNote, "creditNoteNumber"> = {
              id,
              userId: input.userId,
              invoiceId: current.id,
              invoiceNumber,
              invoiceIssueDate: current.issueDate,
              issueDate: today,
              reason: input.request.reason,
              currency: current.currency,
              subtotal: figures.subtotal,
              taxAmount: figures.taxAmount,
              total: figures.total,
              items: figures.items,
              createdAt: now,
            };
            if (!figures.exhausts || current.status === "cancelled") {
              return Result.succeed({ creditNote, invoiceChange: null });
            }
            // A full credit cancels the invoice: the one move the issued-invoice guard allows
            // from the credit-note place.
            return Result.map(
              invoiceChange({
                place: "credit-note",
                before: current,
                after: { ...current, status: "cancelled" },
                event: "creditNoteIssued",
                historyId,
                itemsChanged: false,
                now,
              }),
              (change) => ({ creditNote, invoiceChange: change }),
            );
          },
        );
      },
    );
    // Archived right after it took its number; a failure is logged, and the archive job (the
    // credit note was queued as it was stored) or the first read archives it.
    yield* leftToTheArchiveJob(archivedCreditNote({ userId: input.userId, id }));
    return { creditNote: stored.creditNote, client: stored.client };
  });
