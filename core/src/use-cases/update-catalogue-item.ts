import { Effect } from "effect";
import { toCatalogueItemFields } from "../catalogue/catalogue-item-fields.ts";
import type { CatalogueItemRequest } from "../catalogue/catalogue-item-request.ts";
import { CatalogueItemRepository } from "../ports/catalogue-item-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/**
 * Replaces one of the user's catalogue entries; CatalogueItemNotFound for any other id. Invoice
 * lines picked from it earlier keep what they copied.
 */
export const updateCatalogueItem = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly request: CatalogueItemRequest;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const fields = yield* Effect.fromResult(toCatalogueItemFields(input.request, user.currency));
    return yield* (yield* CatalogueItemRepository).update(input.userId, {
      ...fields,
      id: input.id,
    });
  });
