import { ClientRepository } from "../ports/client-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** One of the user's clients with all its fields; ClientNotFound for any other id. */
export const getClient = (input: { readonly userId: UserId; readonly id: string }) =>
  ClientRepository.use((clients) => clients.get(input.userId, input.id));
