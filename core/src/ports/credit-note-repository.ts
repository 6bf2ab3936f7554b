import { Context, type Effect, type Result } from "effect";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { CreditNote } from "../credit-notes/credit-note.ts";
import type { CreditNoteNotFound } from "../credit-notes/credit-note-errors.ts";
import type { CreditedShare } from "../credit-notes/credit-note-figures.ts";
import type { CreditNoteListQuery } from "../credit-notes/credit-note-list-query.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { InvoiceClientSummary } from "../invoices/invoice-json.ts";
import type { InvoiceNotFound } from "../invoices/invoice-not-found.ts";
import type { UserId } from "../users/user-id.ts";
import type { InvoiceChange } from "./invoice-repository.ts";
import type { Page } from "./page.ts";

/** What `decide` sees under the locks: the invoice, what its credit notes took, the last date. */
export interface CreditNoteContext {
  readonly invoice: Invoice;
  readonly credited: ReadonlyArray<CreditedShare>;
  /** The issue date of the owner's last credit note, null before the first. */
  readonly lastIssueDate: IsoDate | null;
}

/**
 * A credit note to store, without its number (the repository gives the next one), and the change
 * it makes to its invoice (its cancellation when it takes all that is left), if any.
 */
export interface NewCreditNote {
  readonly creditNote: Omit<CreditNote, "creditNoteNumber">;
  readonly invoiceChange: InvoiceChange | null;
}

/** A credit note with the client of its invoice. */
export interface CreditNoteWithClient {
  readonly creditNote: CreditNote;
  readonly client: InvoiceClientSummary;
}

/** A credit note as lists show it: no lines. */
export interface CreditNoteSummary {
  readonly id: string;
  readonly creditNoteNumber: CreditNote["creditNoteNumber"];
  readonly invoiceId: string;
  readonly invoiceNumber: CreditNote["invoiceNumber"];
  readonly issueDate: IsoDate;
  readonly clientName: string;
  readonly currency: CreditNote["currency"];
  readonly total: number;
}

/**
 * A user's credit notes (docs/PRODUCT-RULES.md#credit-notes), scoped by the owner like invoices.
 * Numbers come from the owner's credit-note counter, read and advanced under a lock in the
 * transaction that stores the credit note, so concurrent requests on several processes never leave
 * a gap nor a duplicate.
 */
export class CreditNoteRepository extends Context.Service<
  CreditNoteRepository,
  {
    /**
     * Stores a credit note of one invoice in one transaction, holding the invoice, then the
     * owner's counter, until the transaction ends: hands `decide` (pure) the invoice, what its
     * credit notes took and the last credit note's date, and writes what it answers: the credit note with the next number, and
     * the invoice's change with its history line. A failure of `decide` writes nothing.
     */
    readonly create: <E>(
      userId: UserId,
      invoiceId: string,
      decide: (context: CreditNoteContext) => Result.Result<NewCreditNote, E>,
    ) => Effect.Effect<CreditNoteWithClient, InvoiceNotFound | E>;
    /** One page of the owner's credit notes, newest number first. */
    readonly list: (
      userId: UserId,
      query: CreditNoteListQuery,
    ) => Effect.Effect<Page<CreditNoteSummary>>;
    readonly get: (
      userId: UserId,
      id: string,
    ) => Effect.Effect<CreditNoteWithClient, CreditNoteNotFound>;
    /** The credit notes of one of the owner's invoices, oldest first. */
    readonly ofInvoice: (
      userId: UserId,
      invoiceId: string,
    ) => Effect.Effect<ReadonlyArray<CreditNoteSummary>>;
  }
>()("@invoicing/core/CreditNoteRepository") {}
