import { Effect, Option } from "effect";
import type { PlatformEnvironment } from "../einvoicing/factur-x-submission.ts";
import { ApprovedPlatform } from "../ports/approved-platform.ts";
import { Clock } from "../ports/clock.ts";
import { FacturXSubmissionRepository } from "../ports/factur-x-submission-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { depositOnApprovedPlatform } from "./deposit-on-approved-platform.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";
import {
  type FacturXSubmissionContext,
  failedOutcome,
  keepFacturXSubmission,
  submitFacturXDocument,
} from "./submit-to-french-platform.ts";

type SendFailure = Effect.Error<ReturnType<typeof depositOnApprovedPlatform>>;
type SendServices =
  | Effect.Services<ReturnType<typeof depositOnApprovedPlatform>>
  | Effect.Services<ReturnType<typeof submitFacturXDocument>>;

/**
 * Sends an issued invoice to the French platform when its seller turned auto-send on in the
 * France settings, unless it was already submitted: to the seller's Plateforme Agréée when one is
 * set up and the client is not a public body, to Chorus Pro (or its sandbox) otherwise
 * (docs/FRANCE-PA.md). Never fails: an invoice the builder refuses
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
    if (Option.isNone(settings) || !settings.value.autoSendToPlatform) return;
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
    const approved = yield* ApprovedPlatform.use((platform) => platform.platformOf(input.userId));
    const send: Effect.Effect<unknown, SendFailure, SendServices> =
      approved !== null && document.client.kind !== "public"
        ? depositOnApprovedPlatform(context, document)
        : submitFacturXDocument(context, document);
    yield* send.pipe(
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
