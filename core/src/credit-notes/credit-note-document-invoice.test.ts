import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  aClient,
  aCreditNote,
  aDocumentInput,
  aFranceSettings,
  anInvoice,
} from "../../testing/builders/index.ts";
import {
  discountedInvoice,
  discountedInvoiceOf,
} from "../../testing/invoice-totals-arbitraries.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { buildFacturXXml } from "../france/factur-x/build-factur-x-xml.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { formatMoney } from "../money/format-money.ts";
import type { CreditNote } from "./credit-note.ts";
import { creditNoteDocumentParts } from "./credit-note-document-invoice.ts";
import {
  type CreditedShare,
  type CreditNoteFigures,
  creditNoteFigures,
  linesLeft,
} from "./credit-note-figures.ts";
import type { CreditNoteItemRequest } from "./credit-note-request.ts";

/** The figures of a credit note on `invoice` after `credited`, for `requested` (none: the rest). */
const figuresOf = (
  invoice: Invoice,
  credited: ReadonlyArray<CreditedShare> = [],
  requested?: ReadonlyArray<CreditNoteItemRequest>,
) =>
  creditNoteFigures({
    invoice,
    credited,
    requested,
    itemIds: invoice.items.map((_, index) => `credit-${index}`),
  });

/** The stored credit note of `figures` on `invoice`. */
const creditNoteOf = (invoice: Invoice, figures: CreditNoteFigures): CreditNote =>
  aCreditNote(invoice, {
    figures,
    creditNoteNumber: "CN-007",
    issueDate: "2026-11-25",
    createdAt: "2026-11-25T09:00:00.000Z",
  });

/** The credit note of all that is left of `invoice`, priced by the credit notes' own rule. */
const fullCreditNote = (invoice: Invoice): CreditNote =>
  creditNoteOf(invoice, Result.getOrThrow(figuresOf(invoice)));

/** The text of the first `tag` element of `xml`, as minor units (read as digits, no float). */
const minorAmount = (xml: string, tag: string): number =>
  Number(
    (new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "u").exec(xml)?.[1] ?? "").replace(".", ""),
  );

/** Requests naming lines by index, each with a share (in %) of what is left of it, or all of it. */
const partialRequests = fc.array(
  fc.array(fc.record({ index: fc.nat(20), percent: fc.option(fc.integer({ min: 1, max: 99 })) }), {
    minLength: 1,
    maxLength: 4,
  }),
  { minLength: 1, maxLength: 5 },
);

describe("creditNoteDocumentParts", () => {
  it("numbers and dates the document as the credit note, its reason as note, naming the invoice", () => {
    const invoice = anInvoice({ items: [{ quantity: 2, unitPrice: 5_000, taxRate: 20 }] });
    const parts = creditNoteDocumentParts(fullCreditNote(invoice), invoice);
    expect(parts.precedingInvoice).toEqual({ number: "INV-001", issueDate: "2026-11-20" });
    expect(parts.invoice).toMatchObject({
      invoiceNumber: "CN-007",
      issueDate: "2026-11-25",
      dueDate: "2026-11-25",
      notes: "Returned goods",
      clientId: invoice.clientId,
    });
    const document = buildInvoiceDocument(aDocumentInput(parts));
    expect(document.precedingInvoice).toEqual(parts.precedingInvoice);
    expect(document.number).toBe("CN-007");
  });

  it("states, for net prices with any discounts, exactly the credit note's totals (what BT-112 says)", () => {
    fc.assert(
      fc.property(discountedInvoice, ({ items, options }) => {
        const invoice = anInvoice({ items, ...options, pricesIncludeTax: false });
        // An invoice discounted to nothing leaves nothing to credit.
        fc.pre(invoice.total > 0);
        const creditNote = fullCreditNote(invoice);
        const { totals } = buildInvoiceDocument(
          aDocumentInput(creditNoteDocumentParts(creditNote, invoice)),
        );
        expect([totals.subtotal, totals.taxAmount, totals.total]).toEqual([
          creditNote.subtotal,
          creditNote.taxAmount,
          creditNote.total,
        ]);
        expect(totals.total).toBe(invoice.total);
      }),
    );
  });

  it("states as total, on its PDF and as Factur-X BT-112, exactly the stored total of each tax-inclusive partial credit", () => {
    fc.assert(
      fc.property(
        discountedInvoiceOf(fc.constantFrom(20, 10, 5.5, 2.1, 0)),
        partialRequests,
        ({ items, options }, asked) => {
          const invoice = anInvoice({ items, ...options, pricesIncludeTax: true });
          fc.pre(invoice.total > 0);
          let credited: ReadonlyArray<CreditedShare> = [];
          for (const wanted of [...asked, []]) {
            const left = linesLeft(invoice, credited);
            const requested = wanted.flatMap(({ index, percent }) => {
              const line = left[index % left.length];
              if (line === undefined || line.net <= 0) return [];
              const itemId = line.item.id;
              if (percent === null) return [{ itemId }];
              return [{ itemId, amount: Math.ceil((line.net * percent) / 100) / 100 }];
            });
            const unique = requested.filter(
              (line, position) =>
                requested.findIndex((other) => other.itemId === line.itemId) === position,
            );
            const figures = figuresOf(invoice, credited, unique);
            if (Result.isFailure(figures)) continue;
            const creditNote = creditNoteOf(invoice, figures.success);
            const document = buildInvoiceDocument(
              aDocumentInput({
                ...creditNoteDocumentParts(creditNote, invoice),
                client: aClient({ siret: "73282932000017" }),
                franceSettings: aFranceSettings(),
              }),
            );
            expect([
              document.totals.subtotal,
              document.totals.taxAmount,
              document.totals.total,
            ]).toEqual([creditNote.subtotal, creditNote.taxAmount, creditNote.total]);
            expect(document.total).toBe(
              formatMoney(creditNote.total, creditNote.currency, document.locale),
            );
            const xml = Result.getOrThrow(
              buildFacturXXml({ document, nature: "services", euroRate: null }),
            );
            expect(minorAmount(xml, "ram:GrandTotalAmount")).toBe(creditNote.total);
            expect(minorAmount(xml, "ram:TaxTotalAmount")).toBe(creditNote.taxAmount);
            credited = [
              ...credited,
              ...creditNote.items.map((item) => ({
                invoiceItemId: item.invoiceItemId,
                net: item.total - item.taxAmount,
                taxAmount: item.taxAmount,
              })),
            ];
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
