import { Effect, Option, Schema, SchemaGetter, SchemaTransformation } from "effect";
import { keyedCheck } from "../validation/keyed-rule.ts";

/** Longest free text accepted in a one-line field (a name, a company, a phone). */
export const SHORT_TEXT_MAX = 200;

/** Longest free text accepted in a multi-line field (an address). */
export const LONG_TEXT_MAX = 1000;

const TOO_LONG = "common.validation.toolong";
const NOT_TEXT = "common.validation.mustbetext";

const notBlank = (key: string) => keyedCheck((value: string) => (value === "" ? key : undefined));

/** Caps the length of free text, so a field cannot carry megabytes into a row or a PDF. */
export const maxLengthText = (maxLength: number) =>
  Schema.String.check(
    keyedCheck((value: string) => (value.length > maxLength ? TOO_LONG : undefined)),
  );

/**
 * A required field, trimmed on decoding. A missing key, a non-text value and blank text all fail
 * with `key`; other text is passed through `normalise` and then decoded by `inner`, which reports
 * its own keys.
 */
export const requiredField = <S extends Schema.Codec<unknown, string>>(
  key: string,
  inner: S,
  normalise: (text: string) => string = (text) => text,
) =>
  Schema.String.annotate({ message: key }).pipe(
    Schema.decode(SchemaTransformation.trim()),
    Schema.check(notBlank(key)),
    Schema.decode({
      decode: SchemaGetter.transform(normalise),
      encode: SchemaGetter.passthrough(),
    }),
    Schema.decodeTo(inner),
    Schema.annotateKey({ messageMissingKey: key }),
  );

/** Required free text, trimmed, at most `maxLength` characters; missing or blank fails with `key`. */
export const requiredText = (key: string, maxLength: number = SHORT_TEXT_MAX) =>
  requiredField(key, maxLengthText(maxLength));

/**
 * An optional field, trimmed on decoding. Blank text, `null` and an absent key all decode to
 * `null`, "none" (forms send empty inputs as ""); other text is passed through `normalise` (to
 * drop a mask's punctuation, say) and then decoded by `inner`.
 */
export const optionalField = <S extends Schema.Codec<unknown, string>>(
  inner: S,
  normalise: (text: string) => string = (text) => text,
) =>
  Schema.NullOr(Schema.String)
    .annotate({ message: NOT_TEXT })
    .pipe(
      Schema.decodeTo(Schema.NullOr(inner), {
        decode: SchemaGetter.transform((given: string | null) =>
          given === null || given.trim() === "" ? null : normalise(given.trim()),
        ),
        encode: SchemaGetter.passthrough(),
      }),
      Schema.withDecodingDefaultKey(Effect.succeed(null)),
    );

/** Optional free text, trimmed, at most `maxLength` characters. */
export const optionalText = (maxLength: number = SHORT_TEXT_MAX) =>
  optionalField(maxLengthText(maxLength));

/**
 * A free-text field of a partial update: an absent key leaves the stored value as it is, while
 * blank text or `null` clears it (decodes to `null`).
 */
export const clearableText = (maxLength: number = SHORT_TEXT_MAX) =>
  Schema.optionalKey(Schema.NullOr(Schema.String).annotate({ message: NOT_TEXT })).pipe(
    Schema.decodeTo(
      Schema.optionalKey(Schema.NullOr(maxLengthText(maxLength))),
      SchemaTransformation.transformOptional<string | null, string | null>({
        decode: (given) => given.pipe(Option.map((text) => (text?.trim() ? text.trim() : null))),
        encode: (value) => value,
      }),
    ),
  );

/** Drops every whitespace character, for identifiers typed in groups ("732 829 320 00074"). */
export const withoutSpaces = (text: string): string => text.replace(/\s/gu, "");
