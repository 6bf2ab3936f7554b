import { Effect } from "effect";
import { FacturXSubmissionRepository } from "../ports/factur-x-submission-repository.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The submissions of one of the user's invoices to the French platform, newest first
 *. InvoiceNotFound for any other id.
 */
export const listFacturXSubmissions = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const data = yield* FacturXSubmissionRepository.use((submissions) =>
      submissions.list(input.userId, input.id),
    );
    return { data };
  });
