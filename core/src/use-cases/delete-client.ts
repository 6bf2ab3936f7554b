import { ClientRepository } from "../ports/client-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * Deletes one of the user's clients; ClientHasInvoices while invoices name it, since they
 * must keep pointing at it; ClientNotFound for any other id.
 */
export const deleteClient = (input: { readonly userId: UserId; readonly id: string }) =>
  ClientRepository.use((clients) => clients.delete(input.userId, input.id));
