import { Effect } from "effect";
import {
  eventText,
  JUSTIFICATION_LENGTH,
  withinCancellationWindow,
} from "../brazil/nfe/nfe-event-rules.ts";
import {
  NfeAlreadyCancelled,
  NfeCancellationWindowClosed,
} from "../einvoicing/nfe-event-errors.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { Clock } from "../ports/clock.ts";
import { NfeEventRepository } from "../ports/nfe-event-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { authorizedNfe } from "./authorized-nfe.ts";
import { cancelAfterFiscalCancellation } from "./cancel-after-fiscal-cancellation.ts";
import { sendNfeEvent } from "./send-nfe-event.ts";

/**
 * Cancels the authorised NF-e of one of the user's invoices, and with it the invoice
 * (docs/PRODUCT-RULES.md#nf-e-events): the justification must hold 15 to 255 characters
 * (ValidationFailed), the NF-e must not be cancelled already (NfeAlreadyCancelled) and must have
 * been authorised within the last 24 hours by the Clock (NfeCancellationWindowClosed, nothing
 * sent). The event 110111 goes to SEFAZ and is kept whatever it answers; once SEFAZ registered
 * it, the invoice moves to cancelled through the issued-invoice guard from the
 * "nfe-cancellation" place, the legal document that undoes an invoice with an NF-e.
 */
export const cancelNfe = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly justification: string;
}) =>
  Effect.gen(function* () {
    const nfe = yield* authorizedNfe({ userId: input.userId, id: input.invoiceId });
    const justification = eventText(input.justification, JUSTIFICATION_LENGTH, "justification");
    if ("problem" in justification) {
      return yield* new ValidationFailed({ fields: { justification: justification.problem } });
    }
    const registered = yield* (yield* NfeEventRepository).registered(input.userId, nfe.accessKey);
    if (registered.some((event) => event.kind === "cancellation")) {
      return yield* new NfeAlreadyCancelled({ invoiceId: input.invoiceId });
    }
    const now = yield* (yield* Clock).now;
    if (!withinCancellationWindow(nfe.authorizedAt, now)) {
      return yield* new NfeCancellationWindowClosed({
        invoiceId: input.invoiceId,
        authorizedAt: nfe.authorizedAt,
      });
    }
    const sent = yield* sendNfeEvent({
      userId: input.userId,
      invoiceId: input.invoiceId,
      nfe,
      kind: "cancellation",
      sequence: 1,
      text: justification.text,
      now,
    });
    if (sent.event.registered) {
      yield* cancelAfterFiscalCancellation(input.userId, input.invoiceId, now);
    }
    return sent;
  });
