import { Schema } from "effect";

// Three digits zero-padded (001 to 999), then no leading zero, as formatCreditNoteNumber writes.
const pattern = /^CN-(00[1-9]|0[1-9]\d|[1-9]\d{2,})$/u;

/** A credit note's number: CN- and a sequence of at least three digits (CN-001, CN-1000). */
export const CreditNoteNumber = Schema.String.pipe(
  Schema.check(Schema.isPattern(pattern, { message: "creditnotes.errors.invalidnumber" })),
  Schema.annotate({
    description: "CN- and a sequence of at least three digits",
    examples: ["CN-001"],
  }),
);
export type CreditNoteNumber = typeof CreditNoteNumber.Type;

/** The number of the owner's `sequence`-th credit note (1 → CN-001, 1000 → CN-1000). */
export const formatCreditNoteNumber = (sequence: number): CreditNoteNumber => {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`${sequence} is not a credit note sequence`);
  }
  return `CN-${String(sequence).padStart(3, "0")}`;
};

/** The sequence of a credit note number, or undefined when it is not one. */
export const parseCreditNoteNumber = (value: string): number | undefined => {
  const digits = pattern.exec(value)?.[1];
  return digits === undefined ? undefined : Number(digits);
};
