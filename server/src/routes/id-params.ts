import { Schema } from "effect";

// Ids are UUIDs; anything else cannot name a row, and must not reach a uuid column as text.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** The `:id` of a resource path: a UUID, else the resource is not found. */
export const IdParams = Schema.Struct({
  id: Schema.String.pipe(Schema.check(Schema.isPattern(uuidPattern))),
});

/** The raw `:id` of a path, for the not-found error of an id that is no UUID. */
export const rawId = (params: Readonly<Record<string, string>>): string => params.id ?? "";
