import { Schema } from "effect";
import { keyedCheck } from "../validation/keyed-rule.ts";

/**
 * The prefix of a user's credit notes until they choose another
 * (docs/PRODUCT-RULES.md#credit-notes).
 */
export const DEFAULT_CREDIT_NOTE_PREFIX = "CN-";

// A letter, then up to 11 letters, digits, '.', '_' or '-', never ending with a digit, so that
// the sequence after it reads back unambiguously. No '/' or space: numbers name files.
const PREFIX = "[A-Za-z](?:[A-Za-z0-9._-]{0,10}[A-Za-z._-])?";
const prefixPattern = new RegExp(`^${PREFIX}$`, "u");
// Three digits zero-padded (001 to 999), then no leading zero, as formatCreditNoteNumber writes.
const numberPattern = new RegExp(`^(${PREFIX})(00[1-9]|0[1-9]\\d|[1-9]\\d{2,})$`, "u");

/**
 * The prefix a user gives their credit notes' numbers (`CN-`, `AV-`, `AVOIR.`): 1 to 12 letters,
 * digits, '.', '_' or '-', starting with a letter and not ending with a digit; never the invoices'
 * `INV-`, so that a credit note's number is never an invoice's.
 */
export const CreditNotePrefix = Schema.String.pipe(
  Schema.check(
    keyedCheck((prefix: string) => {
      if (!prefixPattern.test(prefix)) return "settings.creditnoteprefix.invalid";
      if (prefix.toUpperCase() === "INV-") return "settings.creditnoteprefix.invoiceprefix";
      return undefined;
    }),
  ),
  Schema.annotate({
    description: "the prefix of the user's credit note numbers",
    examples: [DEFAULT_CREDIT_NOTE_PREFIX, "AV-"],
  }),
);
export type CreditNotePrefix = typeof CreditNotePrefix.Type;

/** A credit note's number: its prefix and a sequence of at least three digits (CN-001, AV-1000). */
export const CreditNoteNumber = Schema.String.pipe(
  Schema.check(Schema.isPattern(numberPattern, { message: "creditnotes.errors.invalidnumber" })),
  Schema.annotate({
    description: "the owner's credit-note prefix and a sequence of at least three digits",
    examples: ["CN-001"],
  }),
);
export type CreditNoteNumber = typeof CreditNoteNumber.Type;

/**
 * The number of the owner's `sequence`-th credit note under `prefix` (1 → CN-001, 1000 → CN-1000).
 * The prefix is the one the owner had when the credit note took its number.
 */
export const formatCreditNoteNumber = (
  sequence: number,
  prefix: string = DEFAULT_CREDIT_NOTE_PREFIX,
): CreditNoteNumber => {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`${sequence} is not a credit note sequence`);
  }
  if (!prefixPattern.test(prefix)) throw new RangeError(`${prefix} is not a credit note prefix`);
  return `${prefix}${String(sequence).padStart(3, "0")}`;
};

/** The sequence of a credit note number, or undefined when it is not one. */
export const parseCreditNoteNumber = (value: string): number | undefined => {
  const digits = numberPattern.exec(value)?.[2];
  return digits === undefined ? undefined : Number(digits);
};
