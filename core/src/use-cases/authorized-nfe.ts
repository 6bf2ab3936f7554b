import { Effect, Option } from "effect";
import { NfeNotAuthorized } from "../einvoicing/nfe-not-authorized.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The authorised NF-e of one of the user's invoices; InvoiceNotFound for any other id,
 * NfeNotAuthorized while SEFAZ has authorised none.
 */
export const authorizedNfe = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const authorized = yield* (yield* NfeSubmissionRepository).authorized(input.userId, input.id);
    if (Option.isNone(authorized)) return yield* new NfeNotAuthorized({ invoiceId: input.id });
    return authorized.value;
  });
