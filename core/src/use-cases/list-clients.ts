import type { ClientListQuery } from "../clients/client-list-query.ts";
import { ClientRepository } from "../ports/client-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** One page of the user's clients, searched by name, e-mail or company. */
export const listClients = (input: { readonly userId: UserId; readonly query: ClientListQuery }) =>
  ClientRepository.use((clients) => clients.list(input.userId, input.query));
