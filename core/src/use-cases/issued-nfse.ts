import { Effect, Option } from "effect";
import { NfseNotIssued } from "../einvoicing/nfse-invoice-errors.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The NFS-e the national system issued for one of the user's invoices, cancelled or not;
 * InvoiceNotFound for any other id, NfseNotIssued while it issued none.
 */
export const issuedNfse = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const issued = yield* (yield* NfseRepository).issued(input.userId, input.id);
    if (Option.isNone(issued)) return yield* new NfseNotIssued({ invoiceId: input.id });
    return issued.value;
  });
