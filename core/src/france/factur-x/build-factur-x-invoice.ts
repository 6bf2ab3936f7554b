import { Result } from "effect";
import { daysBetween } from "../../calendar/date-arithmetic.ts";
import { isBusinessClient } from "../../clients/client-kind.ts";
import type { InvoiceDocument } from "../../documents/invoice-document.ts";
import { sellerLegalLine } from "../../documents/seller-legal-line.ts";
import type { DeliveryAddress } from "../../invoices/delivery-address.ts";
import type { InvoiceNumber } from "../../invoices/invoice-number.ts";
import { taxRateTenths } from "../../invoices/tax-rate.ts";
import { currencyDecimals } from "../../money/currency.ts";
import { divideRounded, toSafeNumber } from "../../money/rounding.ts";
import { toScaledInteger } from "../../money/scaled-integer.ts";
import { defaultVatCategory, type VatCategory } from "../../vat/vat-category.ts";
import type {
  CiiInvoice,
  CiiNote,
  CiiParty,
  CiiShipTo,
  CiiTaxCurrency,
  CiiVat,
  CiiVatBreakdown,
} from "./cii-invoice.ts";
import {
  buyerCategory,
  ciiBuyer,
  ciiSeller,
  type SellerIdentity,
  settingsCountryCode,
} from "./cii-parties.ts";
import {
  COMMERCIAL_INVOICE_TYPE_CODE,
  CREDIT_NOTE_TYPE_CODE,
  EN16931_GUIDELINE,
} from "./factur-x-profile.ts";
import { FacturXRefused } from "./factur-x-refused.ts";
import { isFrenchVatRate, vatExemptionOf } from "./french-vat.ts";
import { billingModeOf, type OperationNature } from "./operation-nature.ts";

/** What a Factur-X invoice is built from. */
export interface FacturXInput {
  /** The invoice document, as the PDF shows it: invoice, totals, seller, client, labels. */
  readonly document: InvoiceDocument;
  /** What the invoice sells (BT-23). */
  readonly nature: OperationNature;
  /**
   * Euros per unit of the invoice's currency, at most six decimals: the VAT of a non-euro
   * invoice must also be stated in euros (BR-FR-CO-12). Unused for euro invoices and for
   * invoices without VAT; null when unknown.
   */
  readonly euroRate: number | null;
}

const EURO = "EUR";
// UNTDID 2005 code 5, "date of invoice": VAT falls due on the invoice (debits), BT-8.
const VAT_ON_DEBITS_CODE = "5";
const RATE_SCALE = 6;
// BT-34 and BT-49 may hold at most 125 characters (BR-FR-25).
const MAX_ELECTRONIC_ADDRESS = 125;
// The French rules accept dates of years 2000 to 2099 only (BR-FR-03).
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

type Problems = Record<string, string>;

/**
 * A tax-inclusive unit price as BT-146, which is without tax: the price less the tax it holds,
 * to the minor unit. Only informative: the line net (BT-131) comes from the totals.
 */
const priceWithoutTax = (price: number, rate: number): number => {
  const tenths = BigInt(taxRateTenths(rate));
  return toSafeNumber(divideRounded(BigInt(price) * 1000n, 1000n + tenths));
};

const sellerIdentity = (document: InvoiceDocument): SellerIdentity | null => {
  const { france, profile } = document.seller;
  if (document.jurisdiction !== "france" || france === null) return null;
  return {
    france,
    profile,
    siret: document.invoice.siret ?? france.siret,
    vatNumber: document.invoice.vatNumber ?? france.vatNumber,
  };
};

const yearInRange = (date: string): boolean => {
  const year = Number(date.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};

/** The VAT total in euro cents, or the key of why it cannot be stated. */
const euroTaxTotal = (input: FacturXInput): Result.Result<number, string> => {
  const { taxAmount, currency } = input.document.totals;
  if (taxAmount === 0) return Result.succeed(0);
  if (input.euroRate === null) return Result.fail("einvoicing.facturx.euroraterequired");
  const scaledRate = toScaledInteger(input.euroRate, RATE_SCALE);
  if (scaledRate === undefined || scaledRate <= 0) {
    return Result.fail("einvoicing.facturx.eurorateinvalid");
  }
  const cents = divideRounded(
    BigInt(taxAmount) * BigInt(scaledRate) * 100n,
    10n ** BigInt(currencyDecimals(currency) + RATE_SCALE),
  );
  return Result.succeed(toSafeNumber(cents));
};

const dateProblems = (document: InvoiceDocument): Problems => {
  const { issueDate, dueDate } = document.invoice;
  return {
    ...(yearInRange(issueDate) ? {} : { issueDate: "einvoicing.facturx.dateoutofrange" }),
    ...(yearInRange(dueDate) ? {} : { dueDate: "einvoicing.facturx.dateoutofrange" }),
    ...(daysBetween(issueDate, dueDate) < 0
      ? { dueDate: "einvoicing.facturx.duedatebeforeissuedate" }
      : {}),
  };
};

// The €40 recovery fee is owed by business buyers only; a private buyer's PMT note says so.
const notes = (document: InvoiceDocument): ReadonlyArray<CiiNote> => {
  const { invoice, labels, client } = document;
  const category = buyerCategory(client);
  return [
    ...(invoice.notes.trim() === "" ? [] : [{ subject: null, content: invoice.notes.trim() }]),
    ...(category === null ? [] : [{ subject: "BAR", content: category }]),
    { subject: "PMD", content: labels.legalLatePenalties },
    {
      subject: "PMT",
      content: isBusinessClient(client.kind)
        ? labels.legalRecoveryFee
        : labels.legalRecoveryFeeNotApplicable,
    },
    { subject: "AAB", content: labels.legalNoEarlyPaymentDiscount },
  ];
};

/** The category a line or rate group states, else its rate's default. */
const categoryOf = (
  stated: VatCategory | null | undefined,
  rate: number,
  franchise: boolean,
): VatCategory => stated ?? defaultVatCategory(rate, franchise);

const deliveryAddressOf = (address: DeliveryAddress): CiiShipTo => ({
  name: address.name,
  address: {
    lines: address.street
      .split(/\r?\n/u)
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    postcode: address.postalCode,
    city: address.city,
    country: address.country,
  },
});

/**
 * BG-13: the delivery address the invoice gives; else, for an intra-EU supply (which must name
 * the country the goods go to, BR-IC-12), the buyer's address.
 */
const shipToOf = (
  document: InvoiceDocument,
  buyer: CiiParty,
  categories: ReadonlyArray<VatCategory>,
): CiiShipTo | null => {
  const given = document.invoice.deliveryAddress;
  if (given !== null) return deliveryAddressOf(given);
  return categories.includes("K") ? { name: null, address: buyer.address } : null;
};

/** What the builder has worked out of a document before checking it. */
interface Worked {
  readonly identity: SellerIdentity;
  readonly country: string | null;
  readonly franchise: boolean;
  readonly buyer: CiiParty;
  readonly euroTax: Result.Result<number, string>;
}

/** What the CII of a document takes besides the document: its number, seller and VAT regime. */
export interface CiiInvoiceParts {
  readonly number: InvoiceNumber;
  readonly seller: CiiParty;
  /** The seller is under the VAT franchise: its 0 % lines are exempt (E), not zero rated. */
  readonly franchise: boolean;
  /** The seller opted for VAT on debits (BT-8 = 5). */
  readonly vatOnDebits: boolean;
  readonly taxCurrency: CiiTaxCurrency | null;
}

/**
 * The CII content of a document with the given seller, every figure taken from the document's
 * totals, without the checks of `buildFacturXInvoice`. Only a sandbox test run calls it directly,
 * to deposit what a seller without France settings would write and let the platform's validation
 * list the rules it breaks.
 */
export const assembleCiiInvoice = (input: FacturXInput, parts: CiiInvoiceParts): CiiInvoice => {
  const { invoice, totals, client, labels } = input.document;
  const { franchise } = parts;
  const vatOf = (rate: number, stated: VatCategory | null | undefined): CiiVat => ({
    category: categoryOf(stated, rate, franchise),
    rate,
  });
  const reasonOf = (category: VatCategory | null, rate: number): string | null =>
    invoice.items.find(
      (item) => item.vatCategory === category && item.taxRate === rate && item.vatExemptionReason,
    )?.vatExemptionReason ?? null;
  const vatBreakdown = totals.taxBreakdown.map((group): CiiVatBreakdown => {
    const category = categoryOf(group.vatCategory, group.taxRate, franchise);
    const exemption = vatExemptionOf(
      category,
      reasonOf(group.vatCategory, group.taxRate),
      franchise,
      labels,
    );
    return {
      category,
      rate: group.taxRate,
      basis: group.basis,
      tax: group.taxAmount,
      exemptionReason: exemption.reason,
      exemptionCode: exemption.code,
      dueDateTypeCode: parts.vatOnDebits ? VAT_ON_DEBITS_CODE : null,
    };
  });
  const buyer = ciiBuyer(client);
  const outOfScope = vatBreakdown.every((row) => row.category === "O");
  return {
    billingMode: billingModeOf(invoice.operationCategory ?? input.nature),
    guideline: EN16931_GUIDELINE,
    number: parts.number,
    typeCode:
      input.document.precedingInvoice === null
        ? COMMERCIAL_INVOICE_TYPE_CODE
        : CREDIT_NOTE_TYPE_CODE,
    precedingInvoice: input.document.precedingInvoice,
    issueDate: invoice.issueDate,
    deliveryDate: invoice.serviceDate ?? invoice.servicePeriod?.end ?? invoice.issueDate,
    servicePeriod: invoice.servicePeriod,
    shipTo: shipToOf(
      input.document,
      buyer,
      vatBreakdown.map((row) => row.category as VatCategory),
    ),
    notes: notes(input.document),
    // Out of scope of VAT, neither party states a VAT number (BR-O-02).
    seller: outOfScope ? { ...parts.seller, vatNumber: null } : parts.seller,
    buyer: outOfScope ? { ...buyer, vatNumber: null } : buyer,
    currency: invoice.currency,
    taxCurrency: parts.taxCurrency,
    lines: invoice.items.map((item, index) => ({
      id: String(index + 1),
      name: item.description,
      quantity: item.quantity,
      unitCode: item.unitCode,
      unitPrice: invoice.pricesIncludeTax
        ? priceWithoutTax(item.unitPrice, item.taxRate)
        : item.unitPrice,
      allowance: totals.lines[index]?.allowance ?? 0,
      net: totals.lines[index]?.net ?? 0,
      vat: vatOf(item.taxRate, item.vatCategory),
    })),
    allowances: totals.taxBreakdown.flatMap((group) =>
      group.allowance === 0
        ? []
        : [{ amount: group.allowance, vat: vatOf(group.taxRate, group.vatCategory) }],
    ),
    vatBreakdown,
    paymentTerms: { description: input.document.paymentTerms, dueDate: invoice.dueDate },
    totals: {
      lineTotal: totals.lineTotal,
      allowanceTotal: totals.allowanceTotal,
      taxBasis: totals.subtotal,
      taxTotal: totals.taxAmount,
      grandTotal: totals.total,
      prepaid: invoice.prepaidAmount ?? 0,
      duePayable: totals.amountDue - (invoice.prepaidAmount ?? 0),
    },
  };
};

/** Every reason the document cannot be a valid Factur-X invoice, by field. */
const problemsOf = (document: InvoiceDocument, worked: Worked): Problems => {
  const { invoice } = document;
  const { identity, country, franchise, buyer, euroTax } = worked;
  const categories = invoice.items.map((item) =>
    categoryOf(item.vatCategory, item.taxRate, franchise),
  );
  const outOfScope = categories.every((category) => category === "O");
  // Reverse charge and intra-EU supplies name the buyer's VAT number (BR-AE-02, BR-IC-02).
  const needsBuyerVat = categories.some(
    (category) => category === "K" || (category === "AE" && buyer.siren === null),
  );
  return {
    ...(invoice.invoiceNumber === null ? { invoiceNumber: "einvoicing.facturx.draft" } : {}),
    ...dateProblems(document),
    ...(country === null ? { "seller.country": "einvoicing.facturx.sellercountryunknown" } : {}),
    ...(identity.vatNumber === null && !franchise && !outOfScope
      ? { "seller.vatNumber": "einvoicing.facturx.sellervatnumberrequired" }
      : {}),
    ...(needsBuyerVat && buyer.vatNumber === null
      ? { "client.vatNumber": "einvoicing.facturx.clientvatnumberrequired" }
      : {}),
    ...Object.fromEntries(
      categories.flatMap((category, index) => {
        if (categories.includes("O") && !outOfScope) {
          return [[`items.${index}.vatCategory`, "einvoicing.facturx.outofscopemixed"]];
        }
        const reason = invoice.items[index]?.vatExemptionReason ?? null;
        return category === "E" && !franchise && reason === null
          ? [[`items.${index}.vatExemptionReason`, "vat.category.reasonrequired"]]
          : [];
      }),
    ),
    ...Object.fromEntries(
      invoice.items.flatMap((item, index) =>
        isFrenchVatRate(item.taxRate)
          ? []
          : [[`items.${index}.taxRate`, "einvoicing.facturx.vatratenotfrench"]],
      ),
    ),
    ...(buyer.name === "" ? { "client.name": "einvoicing.facturx.clientnamerequired" } : {}),
    ...(buyer.electronicAddress === null
      ? { "client.email": "einvoicing.facturx.clientemailrequired" }
      : buyer.electronicAddress.value.length > MAX_ELECTRONIC_ADDRESS
        ? { "client.email": "einvoicing.facturx.clientemailtoolong" }
        : {}),
    ...(Result.isFailure(euroTax) ? { euroRate: euroTax.failure } : {}),
  };
};

/**
 * The Factur-X EN 16931 content of an invoice document, with the mentions the French rules
 * require (SIREN, BT-23, the PMD, PMT and AAB notes, electronic addresses, the VAT franchise),
 * every figure taken from the document's totals so that the XML states what the PDF prints.
 * Refuses, naming each problem, an invoice that would break a rule: a draft (no number), a seller
 * without France settings or in an unknown country, VAT charged without a VAT number, a rate
 * French invoices cannot carry, a client without an electronic address, a non-euro invoice with
 * VAT but no euro rate, dates out of the rules' range.
 */
export const buildFacturXInvoice = (
  input: FacturXInput,
): Result.Result<CiiInvoice, FacturXRefused> => {
  const { document } = input;
  const { invoice, client } = document;
  const identity = sellerIdentity(document);
  if (identity === null) {
    return Result.fail(
      new FacturXRefused({ fields: { seller: "einvoicing.facturx.francesettingsrequired" } }),
    );
  }
  const country = settingsCountryCode(identity.france.country);
  const franchise =
    identity.france.vatFranchise ||
    (identity.vatNumber === null && invoice.items.every((item) => item.taxRate === 0));
  const buyer = ciiBuyer(client);
  const euroTax = invoice.currency === EURO ? Result.succeed(0) : euroTaxTotal(input);
  const problems = problemsOf(document, { identity, country, franchise, buyer, euroTax });
  // The null checks repeat listed problems, for the compiler to narrow the values used below.
  if (
    Object.keys(problems).length > 0 ||
    invoice.invoiceNumber === null ||
    country === null ||
    Result.isFailure(euroTax)
  ) {
    return Result.fail(new FacturXRefused({ fields: problems }));
  }
  const taxCurrency: CiiTaxCurrency | null =
    invoice.currency === EURO ? null : { currency: EURO, taxTotal: euroTax.success };
  return Result.succeed(
    assembleCiiInvoice(input, {
      number: invoice.invoiceNumber,
      seller: ciiSeller(
        identity,
        country,
        sellerLegalLine(identity.france, document.labels, document.locale),
      ),
      franchise,
      vatOnDebits: identity.france.vatOnDebits,
      taxCurrency,
    }),
  );
};
