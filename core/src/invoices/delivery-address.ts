import { Schema } from "effect";
import { CountryCode } from "../geography/country-code.ts";
import { LONG_TEXT_MAX, maxLengthText, SHORT_TEXT_MAX } from "../validation/text-fields.ts";

const required = (key: string, max: number) =>
  maxLengthText(max).check(
    Schema.makeFilter((value: string) => (value.trim() === "" ? key : undefined)),
  );

/**
 * Where the goods go when it is not the buyer's address (BG-15, docs/PRODUCT-RULES.md#france-mentions):
 * an optional name of the place or recipient (BT-70), street lines, postal code, city and country.
 */
export const DeliveryAddress = Schema.Struct({
  name: Schema.NullOr(maxLengthText(SHORT_TEXT_MAX)),
  street: required("invoiceform.validation.deliverystreetrequired", LONG_TEXT_MAX),
  postalCode: Schema.NullOr(maxLengthText(SHORT_TEXT_MAX)),
  city: required("invoiceform.validation.deliverycityrequired", SHORT_TEXT_MAX),
  country: CountryCode,
});
export type DeliveryAddress = typeof DeliveryAddress.Type;
