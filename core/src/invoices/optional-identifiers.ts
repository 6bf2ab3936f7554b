import { Schema, SchemaGetter } from "effect";
import { Siret } from "../france/siret.ts";
import { FrenchVatNumber, normaliseFrenchVatNumber } from "../france/vat-number.ts";

const blankAsNull =
  (normalise: (value: string) => string) =>
  (value: string | null): string | null =>
    value === null || value.trim() === "" ? null : normalise(value.trim());

const identity = (value: string | null): string | null => value;

/** A SIRET in a body: absent, null or blank means none (forms send empty fields as ""). */
export const SiretInput = Schema.NullOr(Schema.String).pipe(
  Schema.decodeTo(Schema.NullOr(Siret), {
    decode: SchemaGetter.transform(blankAsNull((value) => value.replace(/\s/gu, ""))),
    encode: SchemaGetter.transform(identity),
  }),
);

/** A French VAT number in a body: blank means none; spaces, dots and case are normalised. */
export const VatNumberInput = Schema.NullOr(Schema.String).pipe(
  Schema.decodeTo(Schema.NullOr(FrenchVatNumber), {
    decode: SchemaGetter.transform(blankAsNull(normaliseFrenchVatNumber)),
    encode: SchemaGetter.transform(identity),
  }),
);
