import { Schema } from "effect";
import { Instant } from "../calendar/instant.ts";
import { IsoDate } from "../calendar/iso-date.ts";
import { FailedRule } from "../france/factur-x/failed-rule.ts";
import { LifecycleCode } from "../france/lifecycle/lifecycle-status.ts";
import { MinorUnits } from "../money/minor-units.ts";

/** The ISO 4217 code of the currency a supplier invoiced in (BT-5), any currency. */
export const IsoCurrency = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[A-Z]{3}$/u, { message: "receivedinvoices.currency" })),
);

/** The syntax a supplier invoice came in: CII XML, UBL 2.1 XML, or a Factur-X PDF carrying CII. */
export const ReceivedSyntax = Schema.Literals(["CII", "UBL", "Factur-X"]);
export type ReceivedSyntax = typeof ReceivedSyntax.Type;

/** How a supplier invoice reached us: uploaded by the user, or delivered by the user's PA. */
export const ReceivedSource = Schema.Literals(["upload", "pa"]);
export type ReceivedSource = typeof ReceivedSource.Type;

/** The supplier (BG-4) or the buyer (BG-7) as the invoice names them. */
export const ReceivedParty = Schema.Struct({
  name: Schema.String,
  /** BT-30 / BT-47, scheme 0002. */
  siren: Schema.NullOr(Schema.String),
  /** BT-31 / BT-48. */
  vatNumber: Schema.NullOr(Schema.String),
  /** BT-34 / BT-49. */
  electronicAddress: Schema.NullOr(Schema.String),
  /** ISO 3166-1 alpha-2 of the postal address (BT-40 / BT-55). */
  country: Schema.NullOr(Schema.String),
});
export type ReceivedParty = typeof ReceivedParty.Type;

/** An invoice line (BG-25): its net amount (BT-131) in minor units, its VAT category and rate. */
export const ReceivedLine = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** BT-129 as written, since quantities may carry more decimals than any amount. */
  quantity: Schema.String,
  unitCode: Schema.NullOr(Schema.String),
  netAmount: MinorUnits,
  vatCategory: Schema.String,
  /** Percent; null for categories without a rate. */
  vatRate: Schema.NullOr(Schema.Finite),
});
export type ReceivedLine = typeof ReceivedLine.Type;

/** A VAT breakdown row (BG-23): the taxable base (BT-116) and the VAT (BT-117) of one category and rate. */
export const ReceivedVat = Schema.Struct({
  category: Schema.String,
  rate: Schema.NullOr(Schema.Finite),
  taxableAmount: MinorUnits,
  taxAmount: MinorUnits,
});
export type ReceivedVat = typeof ReceivedVat.Type;

/** The document totals (BG-22) in minor units, as the invoice states them. */
export const ReceivedTotals = Schema.Struct({
  /** BT-106. */
  lineTotal: MinorUnits,
  /** BT-107. */
  allowances: MinorUnits,
  /** BT-108. */
  charges: MinorUnits,
  /** BT-109. */
  totalWithoutTax: MinorUnits,
  /** BT-110. */
  totalTax: MinorUnits,
  /** BT-112. */
  total: MinorUnits,
  /** BT-113. */
  prepaid: MinorUnits,
  /** BT-114. */
  rounding: MinorUnits,
  /** BT-115. */
  amountDue: MinorUnits,
});
export type ReceivedTotals = typeof ReceivedTotals.Type;

/** What a supplier invoice says, read from its file: parties, number, dates, lines, VAT, totals. */
export const ReceivedContent = Schema.Struct({
  syntax: ReceivedSyntax,
  /** BT-3: 380 invoice, 381 credit note… */
  typeCode: Schema.String,
  number: Schema.String,
  issueDate: IsoDate,
  dueDate: Schema.NullOr(IsoDate),
  currency: IsoCurrency,
  supplier: ReceivedParty,
  buyer: ReceivedParty,
  lines: Schema.Array(ReceivedLine),
  vatBreakdown: Schema.Array(ReceivedVat),
  totals: ReceivedTotals,
  /** BT-20. */
  paymentTerms: Schema.NullOr(Schema.String),
});
export type ReceivedContent = typeof ReceivedContent.Type;

/** What the official validation said of a received file: it passed, and every rule it broke. */
export const ReceivedValidation = Schema.Struct({
  /** No rule that refuses an invoice on receipt failed (docs/FRANCE-PA.md#receiving). */
  valid: Schema.Boolean,
  failedRules: Schema.Array(FailedRule),
});
export type ReceivedValidation = typeof ReceivedValidation.Type;

/** A supplier invoice as kept: its content, validation, where it came from, and where it stands. */
export const ReceivedInvoice = Schema.Struct({
  id: Schema.String,
  ...ReceivedContent.fields,
  validation: ReceivedValidation,
  source: ReceivedSource,
  /** The PA flow that delivered it, for one from the PA. */
  flowId: Schema.NullOr(Schema.String),
  /** The file as received, byte for byte, in file storage. */
  fileKey: Schema.String,
  contentType: Schema.String,
  fileName: Schema.String,
  receivedAt: Instant,
  /** The latest lifecycle status we sent about it (205, 207, 210…); null before any. */
  status: Schema.NullOr(LifecycleCode),
  /** When the user marked it paid. */
  paidAt: Schema.NullOr(Instant),
});
export type ReceivedInvoice = typeof ReceivedInvoice.Type;

/** The largest supplier invoice file taken in: 10 MB, room for a Factur-X PDF with its images. */
export const MAX_RECEIVED_INVOICE_BYTES = 10 * 1024 * 1024;
