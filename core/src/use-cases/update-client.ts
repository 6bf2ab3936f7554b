import type { ClientInput } from "../clients/client-input.ts";
import { clientFromJson } from "../clients/client-json.ts";
import { ClientRepository } from "../ports/client-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** Replaces every field of one of the user's clients; ClientNotFound for any other id. */
export const updateClient = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly client: ClientInput;
}) =>
  ClientRepository.use((clients) =>
    clients.update(input.userId, clientFromJson({ ...input.client, id: input.id })),
  );
