import { Result, Schema, SchemaIssue } from "effect";

/** The keys of a refusal that a schema gave no message of its own. */
export const GENERIC_FIELD_KEYS = {
  /** A value of the wrong JSON type: an object where text belongs, a field given twice. */
  invalidType: "common.validation.invalidtype",
  /** A required field left out. */
  required: "common.validation.required",
  /** Any other refusal. */
  invalid: "common.validation.invalid",
} as const;

// The sentences Effect writes when a schema gave no message of its own (SchemaIssue's
// defaultLeafHook and the formatter's fallbacks); a schema's own message is kept as written.
const isEffectDefault = (message: string): boolean =>
  /^(Expected |Invalid data|Missing key|Unexpected key|Forbidden operation)/u.test(message);

const genericKey = (issue: SchemaIssue.Leaf): string => {
  switch (issue._tag) {
    case "InvalidType":
      return GENERIC_FIELD_KEYS.invalidType;
    case "MissingKey":
      return GENERIC_FIELD_KEYS.required;
    default:
      return GENERIC_FIELD_KEYS.invalid;
  }
};

/**
 * Messages are the schemas' own (i18n keys at the API); where a schema has none, a generic key by
 * kind of refusal instead of Effect's English sentence, so an API refusal always names something
 * translatable.
 */
const formatter = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (issue) => {
    const message = SchemaIssue.defaultLeafHook(issue);
    return isEffectDefault(message) ? genericKey(issue) : message;
  },
  checkHook: (issue) => {
    const message = SchemaIssue.defaultCheckHook(issue);
    if (message !== undefined) return message;
    // Without a message, an invalid value would be told as "Expected <filter>".
    return issue.issue._tag === "InvalidValue" ? GENERIC_FIELD_KEYS.invalid : undefined;
  },
});

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
      // A union no member of which matched is told without the hooks.
      fields[path] ??= isEffectDefault(issue.message) ? GENERIC_FIELD_KEYS.invalid : issue.message;
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
