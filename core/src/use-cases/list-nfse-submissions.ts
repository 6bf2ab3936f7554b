import { Effect } from "effect";
import type { NfseSubmissionsResponse } from "../einvoicing/nfse-submission.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** The NFS-e submissions of one of the user's invoices, newest first; InvoiceNotFound otherwise. */
export const listNfseSubmissions = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const data = yield* (yield* NfseRepository).list(input.userId, input.id);
    return { data } satisfies NfseSubmissionsResponse;
  });
