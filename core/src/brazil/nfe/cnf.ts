import type { KeyedRule } from "../../validation/keyed-rule.ts";
import { isRepeatedCharacter } from "../check-digits.ts";

const CNF_PATTERN = /^\d{8}$/u;
const ASCENDING = "0123456789";
const DESCENDING = "9876543210";

/**
 * Checks the NF-e random code (cNF) against the number it goes with: 8 digits, not one repeated
 * digit, not a run such as 12345678, and not the document number itself (NT 2019.001, which
 * keeps access keys unguessable).
 */
export const cnfRule =
  (nNF: number): KeyedRule<string> =>
  (cNF) => {
    if (!CNF_PATTERN.test(cNF)) return "brazil.nfe.cnf.mustbe8digits";
    const guessable =
      isRepeatedCharacter(cNF) ||
      ASCENDING.includes(cNF) ||
      DESCENDING.includes(cNF) ||
      Number(cNF) === nNF;
    return guessable ? "brazil.nfe.cnf.guessable" : undefined;
  };

/** An 8-digit cNF from a source of random integers in [0, 10^8), redrawing guessable codes. */
export const drawCnf = (nNF: number, randomBelow: (limit: number) => number): string => {
  for (;;) {
    const cNF = String(randomBelow(100_000_000)).padStart(8, "0");
    if (cnfRule(nNF)(cNF) === undefined) return cNF;
  }
};
