import { Context, type Effect } from "effect";
import type { Client, ClientListItem } from "../clients/client.ts";
import type { ClientHasInvoices, ClientNotFound } from "../clients/client-errors.ts";
import type { ClientListQuery } from "../clients/client-list-query.ts";
import type { UserId } from "../users/user-id.ts";
import type { Page } from "./page.ts";

/**
 * A user's clients. Every method is scoped by the owner: another user's client is "not found".
 * Storage failures are defects.
 */
export class ClientRepository extends Context.Service<
  ClientRepository,
  {
    /**
     * One page of the owner's clients ordered by name, filtered in the database exactly as
     * `clientMatches` filters (name, e-mail or company contains `q`, case-insensitively).
     */
    readonly list: (userId: UserId, query: ClientListQuery) => Effect.Effect<Page<ClientListItem>>;
    readonly get: (userId: UserId, id: string) => Effect.Effect<Client, ClientNotFound>;
    /** Stores a new client under the id the caller chose. */
    readonly create: (userId: UserId, client: Client) => Effect.Effect<Client>;
    /** Replaces every field of the client with this id. */
    readonly update: (userId: UserId, client: Client) => Effect.Effect<Client, ClientNotFound>;
    /** Deletes a client that no invoice names. */
    readonly delete: (
      userId: UserId,
      id: string,
    ) => Effect.Effect<void, ClientNotFound | ClientHasInvoices>;
  }
>()("@invoicing/core/ClientRepository") {}
