import { Effect } from "effect";
import type { PlatformEnvironment } from "../einvoicing/factur-x-submission.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { autoSendToFrenchPlatform } from "./auto-send-to-french-platform.ts";

/**
 * Runs `change` on one of the user's invoices (a creation, an edit, a status change, an e-mail)
 * and, once it succeeded, when the invoice had no number before it, auto-sends the invoice to the
 * French platform: `autoSendToFrenchPlatform` sends it only if the change issued it and its
 * seller turned auto-send on. The send comes after the change's commit and never undoes it.
 * `invoice` is the invoice's id, or for a creation how to read the new id from the result.
 */
export const autoSendWhenIssued = <A, E, R>(
  input: {
    readonly userId: UserId;
    readonly invoice: string | ((created: A) => string);
    readonly environment: PlatformEnvironment;
  },
  change: Effect.Effect<A, E, R>,
) =>
  Effect.gen(function* () {
    const { userId, invoice, environment } = input;
    // An unknown id lets `change` answer not found itself.
    const hadNumber =
      typeof invoice === "string"
        ? yield* InvoiceRepository.use((invoices) => invoices.get(userId, invoice)).pipe(
            Effect.map((found) => found.invoice.invoiceNumber !== null),
            Effect.orElseSucceed(() => true),
          )
        : false;
    const result = yield* change;
    if (!hadNumber) {
      const invoiceId = typeof invoice === "string" ? invoice : invoice(result);
      yield* autoSendToFrenchPlatform({ userId, invoiceId, environment });
    }
    return result;
  });
