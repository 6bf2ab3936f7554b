import { Schema } from "effect";

/**
 * An invoice that cannot become a valid Factur-X EN 16931 invoice as it stands. `fields`
 * maps each problem's field (`seller.siren`, `items.2.taxRate`) to its i18n key, as
 * ValidationFailed does.
 */
export class FacturXRefused extends Schema.TaggedError<FacturXRefused>()("FacturXRefused", {
  fields: Schema.Record(Schema.String, Schema.String),
}) {
  readonly key: string = "einvoicing.errors.facturxrefused";
}
