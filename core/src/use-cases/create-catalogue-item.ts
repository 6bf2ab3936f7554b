import { Effect } from "effect";
import { toCatalogueItemFields } from "../catalogue/catalogue-item-fields.ts";
import type { CatalogueItemRequest } from "../catalogue/catalogue-item-request.ts";
import { CatalogueItemRepository } from "../ports/catalogue-item-repository.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/**
 * Adds a product or service to the user's catalogue under a new id; the price is in the user's
 * currency unless the request names another. ValidationFailed names each broken field.
 */
export const createCatalogueItem = (input: {
  readonly userId: UserId;
  readonly request: CatalogueItemRequest;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const fields = yield* Effect.fromResult(toCatalogueItemFields(input.request, user.currency));
    const id = yield* (yield* IdGenerator).next;
    return yield* (yield* CatalogueItemRepository).create(input.userId, { ...fields, id });
  });
