import { Effect } from "effect";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The NF-e submissions of one of the user's invoices, newest first
 *; InvoiceNotFound for any other id.
 */
export const listNfeSubmissions = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const data = yield* (yield* NfeSubmissionRepository).list(input.userId, input.id);
    return { data };
  });
