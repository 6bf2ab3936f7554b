import type { Client } from "../clients/client.ts";
import { isBusinessClient } from "../clients/client-kind.ts";
import { DEFAULT_OPERATION_NATURE } from "../france/factur-x/operation-nature.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { BrazilSettings } from "../settings/brazil-settings.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { User } from "../users/user.ts";
import { defaultVatCategory, type VatCategory } from "../vat/vat-category.ts";
import { fillLabel } from "./fill-label.ts";
import type { InvoiceLabels } from "./invoice-labels.ts";
import type { SellerJurisdiction } from "./seller-jurisdiction.ts";

/** What decides an invoice's legal mentions. */
export interface LegalMentionsInput {
  readonly jurisdiction: SellerJurisdiction | null;
  readonly france: FranceSettings | null;
  readonly brazil: BrazilSettings | null;
  /** The seller's profile: a French seller without France settings is known by it. */
  readonly profile: User;
  /** The seller's VAT number as the invoice prints it. */
  readonly vatNumber: string | null;
  /** The invoice's total tax, in minor units. */
  readonly taxAmount: number;
  readonly invoice: Pick<Invoice, "items" | "operationCategory" | "deliveryAddress">;
  readonly client: Pick<Client, "kind">;
  /** The country name of a delivery address, in the document's language. */
  readonly countryName: (code: string) => string;
  readonly labels: InvoiceLabels;
}

/**
 * Whether the seller is established in France (docs/PRODUCT-RULES.md#france-mentions): its France
 * settings say so; without settings (France or Brazil), a profile that invoices in euros in French
 * is taken to be French, so that its invoices still carry the mentions the profile allows.
 */
export const isFrenchSeller = (input: {
  readonly jurisdiction: SellerJurisdiction | null;
  readonly france: FranceSettings | null;
  readonly brazil: BrazilSettings | null;
  readonly profile: Pick<User, "currency" | "language">;
}): boolean => {
  if (input.jurisdiction === "france") return input.france?.country === "France";
  return (
    input.jurisdiction === null &&
    input.profile.currency === "EUR" &&
    input.profile.language === "fr"
  );
};

const operationLabel = (labels: InvoiceLabels, category: string): string =>
  category === "goods"
    ? labels.operationGoods
    : category === "mixed"
      ? labels.operationMixed
      : labels.operationServices;

/** The printed mention of each category that charges no VAT, in the order the lines name them. */
const vatMentions = (input: LegalMentionsInput, franchise: boolean): ReadonlyArray<string> => {
  const { labels } = input;
  const mentions = input.invoice.items.map((item): string | null => {
    const category: VatCategory = item.vatCategory ?? defaultVatCategory(item.taxRate, franchise);
    switch (category) {
      case "E":
        return item.vatExemptionReason === null
          ? franchise
            ? labels.legalVatFranchise
            : null
          : fillLabel(labels.vatExemptReason, { reason: item.vatExemptionReason });
      case "AE":
        return labels.vatReverseCharge;
      case "K":
        return labels.vatIntraEuSupply;
      case "G":
        return labels.vatExport;
      case "O":
        return labels.vatOutOfScope;
      default:
        return null;
    }
  });
  return [...new Set(mentions.filter((mention): mention is string => mention !== null))];
};

/**
 * The legal mentions the seller's country asks of an invoice, in the document's language. A
 * seller established in France: the operation category (BT-23) and the delivery address when
 * given, the mention of each VAT category that charges no VAT (the art. 293 B franchise among
 * them), the option for VAT on debits, the late-payment penalties, the €40 recovery fee for a
 * business client only, and the early-payment discount conditions (Code de commerce L441-9,
 * L441-10, D441-5); its SIREN, SIRET, legal form, capital and register are printed with its
 * identity. A seller established in Brazil: this invoice is not the fiscal document.
 */
export const legalMentions = (input: LegalMentionsInput): ReadonlyArray<string> => {
  const { labels, invoice, france } = input;
  if (isFrenchSeller(input)) {
    const franchise =
      france?.vatFranchise === true || (input.vatNumber === null && input.taxAmount === 0);
    const delivery = invoice.deliveryAddress;
    return [
      `${labels.operationCategory}${labels.separator}${operationLabel(
        labels,
        invoice.operationCategory ?? DEFAULT_OPERATION_NATURE,
      )}`,
      ...(delivery === null
        ? []
        : [
            `${labels.deliveryAddress}${labels.separator}${[
              delivery.name,
              ...delivery.street.split(/\r?\n/u),
              [delivery.postalCode, delivery.city].filter((part) => part !== null).join(" "),
              input.countryName(delivery.country),
            ]
              .filter((part): part is string => part !== null && part.trim() !== "")
              .join(", ")}`,
          ]),
      ...vatMentions(input, franchise),
      ...(france?.vatOnDebits === true ? [labels.legalVatOnDebits] : []),
      labels.legalLatePenalties,
      ...(isBusinessClient(input.client.kind) ? [labels.legalRecoveryFee] : []),
      labels.legalNoEarlyPaymentDiscount,
    ];
  }
  if (input.jurisdiction === "brazil" && input.brazil?.country === "Brazil") {
    return [labels.legalNotFiscalDocument];
  }
  return [];
};
