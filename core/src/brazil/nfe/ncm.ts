import type { KeyedRule } from "../../validation/keyed-rule.ts";

/**
 * The NCM written when an item has none: "00", which the NF-e layout prescribes for service items
 * and items without a product (leiauteNFe_v4.00.xsd, `NCM`). Sellers of goods set each item's
 * 8-digit NCM, or choose another default.
 */
export const DEFAULT_NCM = "00";

const NCM_PATTERN = /^(?:\d{2}|\d{8})$/u;

/** Checks an NCM as NF-e takes it: 8 digits, or the 2-digit chapter (00 for services). */
export const ncmRule: KeyedRule<string> = (value) =>
  NCM_PATTERN.test(value) ? undefined : "brazil.ncm.invalidformat";
