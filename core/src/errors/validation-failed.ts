import { Schema } from "effect";

/**
 * Input that breaks one or more rules. `fields` maps each offending field (a dotted path such as
 * `items.0.description`) to the i18n key of its problem.
 */
export class ValidationFailed extends Schema.TaggedError<ValidationFailed>()("ValidationFailed", {
  fields: Schema.Record(Schema.String, Schema.String),
}) {
  readonly key: string = "common.errors.validation";
}
