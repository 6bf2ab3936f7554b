import { Schema } from "effect";
import { maxLengthText } from "../validation/text-fields.ts";

/**
 * The VAT categories (UNTDID 5305) an invoice line may take in France
 * (docs/PRODUCT-RULES.md#france-mentions): S standard rate, Z zero rate, E exempt (with its
 * reason), AE reverse charge, K intra-EU supply, G export outside the EU, O out of scope of VAT.
 */
export const vatCategories = ["S", "Z", "E", "AE", "K", "G", "O"] as const;

/** A line's VAT category. */
export const VatCategory = Schema.Literals(vatCategories).annotate({
  message: "vat.category.invalid",
});
export type VatCategory = typeof VatCategory.Type;

/** The longest exemption reason a line may state (BT-120 is free text). */
export const EXEMPTION_REASON_MAX = 300;

/** A line's exemption reason, as typed. */
export const VatExemptionReason = maxLengthText(EXEMPTION_REASON_MAX);

/**
 * The category a line takes when it states none: S when it charges VAT; at 0 %, E under the VAT
 * franchise, Z otherwise.
 */
export const defaultVatCategory = (rate: number, franchise: boolean): VatCategory => {
  if (rate > 0) return "S";
  return franchise ? "E" : "Z";
};

/** Only the standard category charges VAT; every other one goes with a rate of 0. */
export const chargesVat = (category: VatCategory): boolean => category === "S";

/**
 * The categories whose invoice must print why no VAT is charged, and that BT-120/BT-121 state:
 * every one but S and Z.
 */
export const needsExemptionMention = (category: VatCategory): boolean =>
  category !== "S" && category !== "Z";

/** The VATEX code (BT-121) of each category with a fixed one; E takes its reason's. */
export const VATEX_CODES: Readonly<Partial<Record<VatCategory, string>>> = {
  AE: "VATEX-EU-AE",
  K: "VATEX-EU-IC",
  G: "VATEX-EU-G",
  O: "VATEX-EU-O",
};

/** Problems of a line's category against its rate and reason, as field → key. */
export const vatCategoryProblems = (line: {
  readonly taxRate: number;
  readonly vatCategory: VatCategory | null;
  readonly vatExemptionReason: string | null;
}): Readonly<Record<string, string>> => {
  const { vatCategory, taxRate } = line;
  if (vatCategory === null) return {};
  if (chargesVat(vatCategory) !== taxRate > 0) {
    return {
      taxRate: chargesVat(vatCategory) ? "vat.category.needsrate" : "vat.category.zerorate",
    };
  }
  if (vatCategory === "E" && (line.vatExemptionReason ?? "").trim() === "") {
    return { vatExemptionReason: "vat.category.reasonrequired" };
  }
  return {};
};
