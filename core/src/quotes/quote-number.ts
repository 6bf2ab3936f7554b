import { Schema } from "effect";

const PREFIX = "QUO-";
// Three digits zero-padded (001 to 999), then no leading zero: exactly what the formatter writes.
const pattern = /^QUO-(00[1-9]|0[1-9]\d|[1-9]\d{2,})$/u;

/** A sent quote's number: QUO- and a sequence of at least three digits (QUO-001, QUO-1000). */
export const QuoteNumber = Schema.String.pipe(
  Schema.check(Schema.isPattern(pattern, { message: "quotes.errors.invalidnumber" })),
  Schema.annotate({
    description: "QUO- and a sequence of at least three digits",
    examples: ["QUO-001"],
  }),
);
export type QuoteNumber = typeof QuoteNumber.Type;

/** The number of the owner's `sequence`-th numbered quote (1 → QUO-001, 1000 → QUO-1000). */
export const formatQuoteNumber = (sequence: number): QuoteNumber => {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`${sequence} is not a quote sequence`);
  }
  return `${PREFIX}${String(sequence).padStart(3, "0")}`;
};

/** The sequence of a quote number, or undefined when it is not one formatQuoteNumber makes. */
export const parseQuoteNumber = (value: string): number | undefined => {
  const digits = pattern.exec(value)?.[1];
  if (digits === undefined) return undefined;
  const sequence = Number(digits);
  return Number.isSafeInteger(sequence) ? sequence : undefined;
};
