import { Effect } from "effect";
import {
  CORRECTION_LENGTH,
  eventText,
  nextCorrectionSequence,
} from "../brazil/nfe/nfe-event-rules.ts";
import { NfeAlreadyCancelled, NfeCorrectionLimitReached } from "../einvoicing/nfe-event-errors.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { Clock } from "../ports/clock.ts";
import { NfeEventRepository } from "../ports/nfe-event-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { authorizedNfe } from "./authorized-nfe.ts";
import { sendNfeEvent } from "./send-nfe-event.ts";

/**
 * Sends a correction letter (CC-e, 110110) for the authorised NF-e of one of the user's invoices
 * (docs/PRODUCT-RULES.md#nf-e-events): a text of 15 to 1000 characters (ValidationFailed), never
 * for a cancelled NF-e (NfeAlreadyCancelled), numbered after the letters SEFAZ registered (each
 * replaces the previous), at most 20 (NfeCorrectionLimitReached). Kept whatever SEFAZ answers.
 */
export const correctNfe = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly text: string;
}) =>
  Effect.gen(function* () {
    const nfe = yield* authorizedNfe({ userId: input.userId, id: input.invoiceId });
    const text = eventText(input.text, CORRECTION_LENGTH, "correction");
    if ("problem" in text) return yield* new ValidationFailed({ fields: { text: text.problem } });
    const registered = yield* (yield* NfeEventRepository).registered(input.userId, nfe.accessKey);
    if (registered.some((event) => event.kind === "cancellation")) {
      return yield* new NfeAlreadyCancelled({ invoiceId: input.invoiceId });
    }
    const sequence = nextCorrectionSequence(
      registered.filter((event) => event.kind === "correction").length,
    );
    if (sequence === null)
      return yield* new NfeCorrectionLimitReached({ invoiceId: input.invoiceId });
    return yield* sendNfeEvent({
      userId: input.userId,
      invoiceId: input.invoiceId,
      nfe,
      kind: "correction",
      sequence,
      text: text.text,
      now: yield* (yield* Clock).now,
    });
  });
