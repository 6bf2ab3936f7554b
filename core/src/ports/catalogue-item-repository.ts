import { Context, type Effect } from "effect";
import type { CatalogueItemNotFound } from "../catalogue/catalogue-errors.ts";
import type { CatalogueItem } from "../catalogue/catalogue-item.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * A user's catalogue of products and services. Every method is scoped by the owner: another
 * user's entry is "not found". Storage failures are defects.
 */
export class CatalogueItemRepository extends Context.Service<
  CatalogueItemRepository,
  {
    /** Every entry of the owner, ordered by name. */
    readonly list: (userId: UserId) => Effect.Effect<ReadonlyArray<CatalogueItem>>;
    /** The owner's entries among `ids`; ids that are not theirs are left out. */
    readonly find: (
      userId: UserId,
      ids: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyArray<CatalogueItem>>;
    /** Stores a new entry under the id the caller chose. */
    readonly create: (userId: UserId, item: CatalogueItem) => Effect.Effect<CatalogueItem>;
    /** Replaces every field of the entry with this id. */
    readonly update: (
      userId: UserId,
      item: CatalogueItem,
    ) => Effect.Effect<CatalogueItem, CatalogueItemNotFound>;
    /** Deletes an entry; invoice lines picked from it keep what they copied. */
    readonly delete: (userId: UserId, id: string) => Effect.Effect<void, CatalogueItemNotFound>;
  }
>()("@invoicing/core/CatalogueItemRepository") {}
