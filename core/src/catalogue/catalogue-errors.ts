import { Schema } from "effect";

/** No catalogue entry with this id belongs to the user (also when it belongs to someone else). */
export class CatalogueItemNotFound extends Schema.TaggedError<CatalogueItemNotFound>()(
  "CatalogueItemNotFound",
  { id: Schema.String },
) {
  readonly key: string = "catalogue.errors.notfound";
}
