import { Effect, Option } from "effect";
import type { PlatformEnvironment } from "../einvoicing/factur-x-submission.ts";
import { Clock } from "../ports/clock.ts";
import { FacturXSubmissionRepository } from "../ports/factur-x-submission-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";
import {
  type FacturXSubmissionContext,
  failedOutcome,
  keepFacturXSubmission,
  submitFacturXDocument,
} from "./submit-to-french-platform.ts";

/**
 * Sends an issued invoice to the French platform when its seller turned auto-send on in the
 * France settings, unless it was already submitted. Never fails: an invoice the builder refuses
 * is kept as a failed submission (so the user sees why on the invoice), an unreachable platform
 * is kept by the submission itself, and anything unexpected is logged. Invoices of another jurisdiction, and cancelled
 * ones, are not sent.
 */
export const autoSendToFrenchPlatform = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly environment: PlatformEnvironment;
}) =>
  Effect.gen(function* () {
    const settings = yield* SettingsRepository.use((stored) => stored.getFrance(input.userId));
    if (Option.isNone(settings) || !settings.value.autoSendToPFU) return;
    const document = yield* getInvoiceDocument({ userId: input.userId, id: input.invoiceId });
    const wanted =
      document.jurisdiction === "france" &&
      document.invoice.invoiceNumber !== null &&
      document.invoice.status !== "cancelled";
    // A job run again (its process stopped mid-run) finds the first run's submission.
    const earlier = yield* FacturXSubmissionRepository.use((stored) =>
      stored.list(input.userId, input.invoiceId),
    );
    if (!wanted || earlier.length > 0) return;
    const context: FacturXSubmissionContext = { ...input, trigger: "auto" };
    const startedAt = yield* (yield* Clock).now;
    yield* submitFacturXDocument(context, document).pipe(
      Effect.catchTag("FacturXRefused", (refused) =>
        keepFacturXSubmission(context, startedAt, failedOutcome(refused)),
      ),
      Effect.catchTag("FrenchPlatformUnavailable", () => Effect.void),
    );
  }).pipe(
    Effect.catchCause((cause) =>
      Effect.logWarning("auto-send to the French platform failed", cause),
    ),
  );
