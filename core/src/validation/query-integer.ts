import { Schema, SchemaTransformation } from "effect";

/**
 * A whole number from a query string, from `minimum` to `maximum`. Every refusal carries `key`:
 * text that is no number, a number out of range, and a parameter given twice (an array).
 */
export const queryInteger = (minimum: number, maximum: number, key: string) =>
  Schema.String.annotate({ message: key }).pipe(
    Schema.decodeTo(
      Schema.Finite.annotate({ message: key }),
      SchemaTransformation.numberFromString,
    ),
    Schema.check(
      Schema.isInt({ message: key }),
      Schema.isBetween({ minimum, maximum }, { message: key }),
    ),
  );
