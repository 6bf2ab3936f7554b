import { Effect } from "effect";
import type { ClientInput } from "../clients/client-input.ts";
import { clientFromJson } from "../clients/client-json.ts";
import { ClientRepository } from "../ports/client-repository.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import type { UserId } from "../users/user-id.ts";

/** Adds a client to the user's clients under a new id and answers it. */
export const createClient = (input: { readonly userId: UserId; readonly client: ClientInput }) =>
  Effect.gen(function* () {
    const client = clientFromJson({ ...input.client, id: yield* (yield* IdGenerator).next });
    return yield* (yield* ClientRepository).create(input.userId, client);
  });
