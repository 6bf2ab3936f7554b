import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../../validation/keyed-rule.ts";

/**
 * The highest série an issuer numbers its own NF-e in: the schema takes 0–999, but SEFAZ keeps
 * 890–999 for the tax authority's own issuing (NF-e avulsa) and for contingency (SCAN), and
 * refuses them on a normal issue (cStat 266).
 */
export const NFE_MAX_SERIE = 889;

/** Checks a série a seller issues NF-e in: a whole number from 0 to 889. */
export const nfeSerieRule: KeyedRule<number> = (serie) =>
  Number.isInteger(serie) && serie >= 0 && serie <= NFE_MAX_SERIE
    ? undefined
    : "brazil.nfe.serie.outofrange";

/** The série of the seller's NF-e (docs/PRODUCT-RULES.md#nf-e-numbering). */
export const NfeSerie = Schema.Number.pipe(Schema.check(keyedCheck(nfeSerieRule)));
