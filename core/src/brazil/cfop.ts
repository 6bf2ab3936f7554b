import { Schema } from "effect";
import { type KeyedRule, keyedCheck } from "../validation/keyed-rule.ts";

const CFOP_PATTERN = /^[123567]\d{3}$/u;

/** Whether goods come in (entrada, tpNF 0) or go out (saída, tpNF 1). */
export type CfopDirection = "entrada" | "saida";
/** Where the other party is: same state (idDest 1), another state (2) or abroad (3). */
export type CfopDestination = "internal" | "interstate" | "abroad";

/** An operation a CFOP must agree with. */
export interface CfopOperation {
  readonly direction: CfopDirection;
  readonly destination: CfopDestination;
}

/** NF-e `tpNF` of each direction. */
export const TP_NF: Readonly<Record<CfopDirection, 0 | 1>> = { entrada: 0, saida: 1 };
/** NF-e `idDest` of each destination. */
export const ID_DEST: Readonly<Record<CfopDestination, 1 | 2 | 3>> = {
  internal: 1,
  interstate: 2,
  abroad: 3,
};

/** Checks a CFOP: 4 digits, the first being 1, 2, 3 (entradas) or 5, 6, 7 (saídas). */
export const cfopRule: KeyedRule<string> = (value) =>
  CFOP_PATTERN.test(value) ? undefined : "brazil.cfop.invalidformat";

/** True when the value is a well-formed CFOP. */
export const isValidCfop = (value: string): boolean => cfopRule(value) === undefined;

const firstDigit = (cfop: string): number => Number(cfop[0]);

/** The direction of a valid CFOP: 1xxx–3xxx entrada, 5xxx–7xxx saída. */
export const cfopDirection = (cfop: string): CfopDirection =>
  firstDigit(cfop) < 5 ? "entrada" : "saida";

/** The destination of a valid CFOP: x=1/5 same state, 2/6 another state, 3/7 abroad. */
export const cfopDestination = (cfop: string): CfopDestination => {
  const place = firstDigit(cfop) % 4;
  if (place === 1) return "internal";
  if (place === 2) return "interstate";
  return "abroad";
};

/** The CFOP first digit an operation requires (e.g. 6 for an interstate saída). */
export const cfopFirstDigitFor = (operation: CfopOperation): number =>
  (operation.direction === "saida" ? 4 : 0) + ID_DEST[operation.destination];

/**
 * Checks that a CFOP agrees with an operation, as SEFAZ does against tpNF (rejections 518/519)
 * and idDest (520–523): an interstate saída needs a 6xxx CFOP, a saída abroad a 7xxx one.
 */
export const cfopOperationRule =
  (operation: CfopOperation): KeyedRule<string> =>
  (cfop) => {
    const formatProblem = cfopRule(cfop);
    if (formatProblem !== undefined) return formatProblem;
    if (cfopDirection(cfop) !== operation.direction) return "brazil.cfop.directionmismatch";
    if (cfopDestination(cfop) !== operation.destination) return "brazil.cfop.destinationmismatch";
    return undefined;
  };

/** A fiscal operation code (CFOP), e.g. 5102. */
export const Cfop = Schema.String.pipe(Schema.check(keyedCheck(cfopRule)), Schema.brand("Cfop"));
export type Cfop = typeof Cfop.Type;
