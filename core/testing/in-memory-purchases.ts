import { Effect, Layer, Option, Schema } from "effect";
import type { LifecycleEntry } from "../src/france/lifecycle/lifecycle-entry.ts";
import { ReceivedInvoiceReader } from "../src/ports/received-invoice-reader.ts";
import {
  type ReceivedInvoiceQuery,
  ReceivedInvoiceRepository,
  type ToPay,
} from "../src/ports/received-invoice-repository.ts";
import { ReceivedContent, type ReceivedInvoice } from "../src/purchases/received-invoice.ts";
import { ReceivedInvoiceFormatUnsupported } from "../src/purchases/received-invoice-errors.ts";

/** The received invoices of each user, as the in-memory store keeps them. */
export interface PurchasesState {
  readonly invoices: Array<{
    readonly userId: string;
    readonly duplicateKey: string;
    invoice: ReceivedInvoice;
  }>;
  readonly statuses: Array<LifecycleEntry & { readonly userId: string }>;
}

const decodeContent = Schema.decodeUnknownOption(Schema.fromJsonString(ReceivedContent));

/** ASCII text as bytes, and back (the core has no text encoder). */
export const asciiBytes = (text: string): Uint8Array =>
  Uint8Array.from(text, (char) => char.charCodeAt(0) & 0x7f);
export const asciiText = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

/** A supplier invoice file the in-memory reader takes: its content as JSON, in ASCII. */
export const receivedFile = (content: ReceivedContent): Uint8Array =>
  asciiBytes(
    JSON.stringify(content).replace(
      /[\u0080-\uffff]/gu,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    ),
  );

// The same credit-note type codes the live repository leaves out of what is to pay.
const CREDIT_NOTES = new Set(["381", "261", "262", "396", "502", "503"]);

const matchesStatus = (invoice: ReceivedInvoice, status: ReceivedInvoiceQuery["status"]) => {
  switch (status) {
    case null:
      return true;
    case "pending":
      return invoice.status === null && invoice.paidAt === null;
    case "approved":
      return invoice.status === 205 && invoice.paidAt === null;
    case "disputed":
      return invoice.status === 207;
    case "refused":
      return invoice.status === 210;
    case "paid":
      return invoice.paidAt !== null;
  }
};

/**
 * An in-memory reader of supplier invoices (files carrying their content as JSON, see
 * `receivedFile`; anything else is unsupported) and store of received invoices, for unit tests of
 * the use cases that take them in.
 */
export const inMemoryPurchases = () => {
  const state: PurchasesState = { invoices: [], statuses: [] };
  const reader = Layer.succeed(ReceivedInvoiceReader, {
    read: (bytes) =>
      Option.match(decodeContent(asciiText(bytes)), {
        onNone: () => Effect.fail(new ReceivedInvoiceFormatUnsupported()),
        onSome: (content) =>
          Effect.succeed({
            content,
            validation: { valid: true, failedRules: [] },
            contentType: "application/json",
          }),
      }),
  });
  const owned = (userId: string, id: string) =>
    state.invoices.find((kept) => kept.userId === userId && kept.invoice.id === id);
  const repository = Layer.succeed(ReceivedInvoiceRepository, {
    insert: (userId, invoice, duplicateKey) =>
      Effect.sync(() => {
        const existing = state.invoices.find(
          (kept) =>
            kept.userId === userId &&
            (kept.duplicateKey === duplicateKey ||
              (invoice.flowId !== null && kept.invoice.flowId === invoice.flowId)),
        );
        if (existing !== undefined) return { duplicateOf: existing.invoice.id };
        state.invoices.push({ userId, duplicateKey, invoice });
        return { duplicateOf: null };
      }),
    get: (userId, id) => Effect.sync(() => owned(userId, id)?.invoice ?? null),
    list: (userId, query) =>
      Effect.sync(() => {
        const q = query.q?.toLowerCase() ?? null;
        const matching = state.invoices
          .filter((kept) => kept.userId === userId)
          .map((kept) => kept.invoice)
          .filter(
            (invoice) =>
              (q === null ||
                invoice.supplier.name.toLowerCase().includes(q) ||
                invoice.number.toLowerCase().includes(q)) &&
              matchesStatus(invoice, query.status),
          )
          .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id));
        const start = (query.page - 1) * query.pageSize;
        return {
          data: matching.slice(start, start + query.pageSize),
          page: query.page,
          pageSize: query.pageSize,
          total: matching.length,
        };
      }),
    recordStatus: (userId, entry) =>
      Effect.sync(() => {
        const kept = owned(userId, entry.invoiceId);
        if (kept === undefined) return;
        state.statuses.push({ ...entry, userId });
        kept.invoice = { ...kept.invoice, status: entry.code };
      }),
    statuses: (userId, id) =>
      Effect.sync(() =>
        state.statuses
          .filter((entry) => entry.userId === userId && entry.invoiceId === id)
          .sort((a, b) => a.at.localeCompare(b.at)),
      ),
    markPaid: (userId, id, at) =>
      Effect.sync(() => {
        const kept = owned(userId, id);
        if (kept !== undefined && kept.invoice.paidAt === null) {
          kept.invoice = { ...kept.invoice, paidAt: at };
        }
      }),
    toPay: (userId) =>
      Effect.sync(() => {
        const sums = new Map<string, ToPay>();
        for (const { invoice } of state.invoices.filter((kept) => kept.userId === userId)) {
          if (invoice.paidAt !== null || CREDIT_NOTES.has(invoice.typeCode)) continue;
          if (invoice.status !== null && invoice.status !== 205) continue;
          const sum = sums.get(invoice.currency) ?? {
            currency: invoice.currency,
            amount: 0,
            count: 0,
          };
          sums.set(invoice.currency, {
            ...sum,
            amount: sum.amount + invoice.totals.amountDue,
            count: sum.count + 1,
          });
        }
        return [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency));
      }),
  });
  return { state, layer: Layer.merge(reader, repository) };
};
