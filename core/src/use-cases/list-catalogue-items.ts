import { CatalogueItemRepository } from "../ports/catalogue-item-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The user's catalogue of products and services, by name. */
export const listCatalogueItems = (input: { readonly userId: UserId }) =>
  CatalogueItemRepository.use((catalogue) => catalogue.list(input.userId));
