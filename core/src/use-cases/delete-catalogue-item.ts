import { CatalogueItemRepository } from "../ports/catalogue-item-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** Deletes one of the user's catalogue entries; CatalogueItemNotFound for any other id. */
export const deleteCatalogueItem = (input: { readonly userId: UserId; readonly id: string }) =>
  CatalogueItemRepository.use((catalogue) => catalogue.delete(input.userId, input.id));
