import { Result, Schema, SchemaIssue } from "effect";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

/** The outcome of decoding a request: the value, or each failing field mapped to its i18n key. */
export type Decoded<T> = { readonly value: T } | { readonly fields: Record<string, string> };

/**
 * Decodes `input` with every error collected and returns, on failure, each failing field's dotted
 * path (`items.0.description`; "" for the whole input) mapped to its message, the i18n key: the
 * shape of the API's `fields` and of `ValidationFailed`.
 */
export const decodeFields =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  (input: unknown): Decoded<S["Type"]> => {
    const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
    if (Result.isSuccess(result)) return { value: result.success };
    const fields: Record<string, string> = {};
    for (const issue of formatter(result.failure.issue).issues) {
      const path = (issue.path ?? [])
        .map((segment) => String(typeof segment === "object" ? segment.key : segment))
        .join(".");
      fields[path] ??= issue.message;
    }
    return { fields };
  };

/** The failing fields of `input` under `schema` (empty when it decodes). */
export const fieldErrors = <S extends Schema.Decoder<unknown>>(
  schema: S,
  input: unknown,
): Record<string, string> => {
  const decoded = decodeFields(schema)(input);
  return "fields" in decoded ? decoded.fields : {};
};
