import {
  buildInvoiceDocument,
  type CreditedShare,
  type CreditNoteItemRequest,
  creditNoteDocumentParts,
  type InvoiceDocument,
} from "@invoicing/core";
import { aCreditNote } from "@invoicing/core/testing/builders";
import { type CorpusCase, frenchSellerDocument } from "./factur-x-corpus.ts";

// Credit notes (type 381) of varied invoices, each priced by the core rule that prices them in
// the product: every one must pass the XSD and the three schematrons like the invoices.

/** The document of a credit note on `invoice`'s invoice: the lines asked for, or all that is left. */
export const creditNoteDocument = (
  invoice: InvoiceDocument,
  requested: ReadonlyArray<CreditNoteItemRequest> | undefined,
  credited: ReadonlyArray<CreditedShare> = [],
): InvoiceDocument => {
  const parts = creditNoteDocumentParts(
    aCreditNote(invoice.invoice, {
      reason: "Prestation annulée à la demande du client",
      credited,
      requested,
    }),
    invoice.invoice,
  );
  return buildInvoiceDocument({
    ...parts,
    client: invoice.client,
    seller: invoice.seller.profile,
    logo: invoice.seller.logo,
    franceSettings: invoice.seller.france,
    brazilSettings: invoice.seller.brazil,
    template: invoice.template,
  });
};

const discounted = frenchSellerDocument({
  discount: { type: "percent", value: 7.5 },
  items: [
    {
      description: "Conseil",
      quantity: 2.75,
      unitPrice: 8_500,
      taxRate: 20,
      unitCode: "HUR",
      discount: { type: "percent", value: 12.5 },
    },
    { description: "Farine", quantity: 12.345, unitPrice: 199, taxRate: 5.5, unitCode: "KGM" },
    { description: "Livres", quantity: 3, unitPrice: 1_999, taxRate: 5.5 },
  ],
});

const plain = frenchSellerDocument({
  items: [
    { description: "Création d'un logo", quantity: 1, unitPrice: 120_000, taxRate: 20 },
    { description: "Frais de port", quantity: 1, unitPrice: 990, taxRate: 10 },
  ],
});

const taxInclusive = frenchSellerDocument({
  pricesIncludeTax: true,
  discount: { type: "amount", value: 1_001 },
  items: [
    { description: "Atelier", quantity: 1.5, unitPrice: 6_000, taxRate: 20, unitCode: "DAY" },
    { description: "Câble", quantity: 7.25, unitPrice: 333, taxRate: 10, unitCode: "MTR" },
  ],
});

const services = { nature: "services", euroRate: null } as const;

/** Full and partial credit notes, of invoices with and without discounts and decimal quantities. */
export const creditNoteCorpus = (): ReadonlyArray<CorpusCase> => [
  {
    name: "a full credit note of a plain invoice",
    input: { document: creditNoteDocument(plain, undefined), ...services },
  },
  {
    name: "a partial credit note: part of one line's net",
    input: {
      document: creditNoteDocument(plain, [{ itemId: "item-1", amount: 333.33 }]),
      ...services,
    },
  },
  {
    name: "a full credit note of decimal quantities with line and invoice discounts",
    input: { document: creditNoteDocument(discounted, undefined), ...services },
  },
  {
    name: "a credit note of what a first one left of a discounted line, and another line",
    input: {
      document: creditNoteDocument(
        discounted,
        [{ itemId: "item-1" }, { itemId: "item-3" }],
        [{ invoiceItemId: "item-1", net: 5_000, taxAmount: 1_000 }],
      ),
      ...services,
    },
  },
  {
    name: "a full credit note of tax-inclusive prices with an invoice discount",
    input: { document: creditNoteDocument(taxInclusive, undefined), ...services },
  },
  {
    // Each line takes the tax left on it (13.69 on 68.42 at 20 %, not 13.68), so the VAT
    // breakdown states the stored total, within the unit BR-CO-17 tolerates.
    name: "a credit note of what a first one of one cent left of tax-inclusive prices",
    input: {
      document: creditNoteDocument(taxInclusive, undefined, [
        { invoiceItemId: "item-2", net: 1, taxAmount: 0 },
      ]),
      ...services,
    },
  },
];
