/** What the DPS Id is made of (XSD TSIdDPS). */
export interface DpsIdParts {
  /** IBGE code of the municipality of issue (cLocEmi), 7 digits. */
  readonly cLocEmi: string;
  /** The issuer's CNPJ (14 digits) or CPF (11 digits). */
  readonly issuer: { readonly kind: "cnpj" | "cpf"; readonly value: string };
  /** The series, 1–5 digits. */
  readonly serie: string;
  /** nDPS, 1–15 digits. */
  readonly nDPS: number;
}

/**
 * infDPS/@Id: "DPS" + cLocEmi (7) + kind of registration (2 CNPJ, 1 CPF) + CNPJ or zero-padded
 * CPF (14) + series zero-padded to 5 + nDPS zero-padded to 15, 45 characters.
 */
export const dpsId = (parts: DpsIdParts): string =>
  [
    "DPS",
    parts.cLocEmi,
    parts.issuer.kind === "cnpj" ? "2" : "1",
    parts.issuer.value.padStart(14, "0"),
    parts.serie.padStart(5, "0"),
    String(parts.nDPS).padStart(15, "0"),
  ].join("");

/** The largest DPS number (TSNumDPS: 1–15 digits without a leading zero). */
export const MAX_NDPS = 999_999_999_999_999;
