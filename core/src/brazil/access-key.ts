import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";
import { modulo11Digit, weightedSumFromRight } from "./check-digits.ts";
import { ufFromIbgeCode } from "./uf.ts";

// XSD TChNFe: cUF and AAMM numeric, the issuer's CNPJ root and order possibly alphanumeric,
// everything after numeric; the 44th character is the check digit.
const ACCESS_KEY_PATTERN = /^\d{6}[0-9A-Z]{12}\d{26}$/u;
const ACCESS_KEY_MAX_WEIGHT = 9;

/** The parts an NF-e access key (chave de acesso) is made of, named after the NF-e fields. */
export interface NfeAccessKeyParts {
  /** IBGE code of the issuer's UF. */
  readonly cUF: number;
  /** Year and month of issue, YYMM. */
  readonly aamm: string;
  /** The issuer's CNPJ (14 characters) or CPF (11 digits, zero-padded to 14 in the key). */
  readonly issuerDocument: string;
  /** Document model: 55 (NF-e) or 65 (NFC-e). */
  readonly mod: number;
  /** Series, 0–999. */
  readonly serie: number;
  /** Document number, 1–999999999. */
  readonly nNF: number;
  /** Emission type (1 normal, others contingency). */
  readonly tpEmis: number;
  /** The issuer's 8-digit random code. */
  readonly cNF: string;
}

/** The parts read back from an access key, with its check digit. */
export interface ParsedNfeAccessKey extends NfeAccessKeyParts {
  readonly cDV: number;
}

/** The check digit (cDV) of the first 43 characters of an access key (modulo 11, ASCII − 48). */
export const nfeAccessKeyCheckDigit = (payload: string): number =>
  modulo11Digit(weightedSumFromRight(payload, ACCESS_KEY_MAX_WEIGHT));

/** Checks an access key: its 44-character layout, a known cUF and its check digit. */
export const nfeAccessKeyRule: KeyedRule<string> = (value) => {
  if (!ACCESS_KEY_PATTERN.test(value)) return "brazil.accesskey.invalidformat";
  if (ufFromIbgeCode(Number(value.slice(0, 2))) === undefined) return "brazil.accesskey.unknownuf";
  if (Number(value.slice(43)) !== nfeAccessKeyCheckDigit(value.slice(0, 43))) {
    return "brazil.accesskey.invalidcheckdigit";
  }
  return undefined;
};

/** True when the value is a well-formed access key with a correct check digit. */
export const isValidNfeAccessKey = (value: string): boolean =>
  nfeAccessKeyRule(value) === undefined;

/** A 44-character NF-e access key (chave de acesso) with a verified check digit. */
export const NfeAccessKey = Schema.String.pipe(
  Schema.check(keyedCheck(nfeAccessKeyRule)),
  Schema.brand("NfeAccessKey"),
);
export type NfeAccessKey = typeof NfeAccessKey.Type;

const digits = (value: number, width: number): string => String(value).padStart(width, "0");

/**
 * Builds an access key from its parts and appends its check digit. Parts out of range cannot
 * form a valid key and make it throw a SchemaError whose message is the i18n key of the problem.
 */
export const buildNfeAccessKey = (parts: NfeAccessKeyParts): NfeAccessKey => {
  const payload = [
    digits(parts.cUF, 2),
    parts.aamm,
    parts.issuerDocument.padStart(14, "0"),
    digits(parts.mod, 2),
    digits(parts.serie, 3),
    digits(parts.nNF, 9),
    digits(parts.tpEmis, 1),
    parts.cNF,
  ].join("");
  return Schema.decodeSync(NfeAccessKey)(`${payload}${nfeAccessKeyCheckDigit(payload)}`);
};

/** Splits a valid access key into its parts. */
export const parseNfeAccessKey = (key: NfeAccessKey): ParsedNfeAccessKey => ({
  cUF: Number(key.slice(0, 2)),
  aamm: key.slice(2, 6),
  issuerDocument: key.slice(6, 20),
  mod: Number(key.slice(20, 22)),
  serie: Number(key.slice(22, 25)),
  nNF: Number(key.slice(25, 34)),
  tpEmis: Number(key.slice(34, 35)),
  cNF: key.slice(35, 43),
  cDV: Number(key.slice(43)),
});
