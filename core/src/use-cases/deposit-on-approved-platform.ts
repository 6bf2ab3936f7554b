import { Effect } from "effect";
import type { InvoiceDocument } from "../documents/invoice-document.ts";
import { ApprovedPlatform } from "../ports/approved-platform.ts";
import { Clock } from "../ports/clock.ts";
import {
  type FacturXSubmissionContext,
  facturXSubmissionOf,
  failedOutcome,
  keepFacturXSubmission,
} from "./submit-to-french-platform.ts";

/**
 * Deposits the Factur-X of an invoice document on the user's PA (docs/FRANCE-PA.md) and keeps
 * the deposit on the invoice: `deposited` with the PA's flow id (its statuses follow by webhook
 * and polling), or `failed` when the PA could not be reached (FrenchPlatformUnavailable).
 * FacturXRefused, with nothing sent nor kept, when the document cannot be Factur-X.
 */
export const depositOnApprovedPlatform = (
  context: FacturXSubmissionContext,
  document: InvoiceDocument,
) =>
  Effect.gen(function* () {
    const submitted = yield* facturXSubmissionOf(document);
    const submittedAt = yield* (yield* Clock).now;
    const receipt = yield* ApprovedPlatform.use((platform) =>
      platform.deposit(context.userId, {
        invoiceNumber: submitted.invoiceNumber,
        facturX: submitted.facturX,
      }),
    ).pipe(
      Effect.tapError((error) => keepFacturXSubmission(context, submittedAt, failedOutcome(error))),
    );
    return yield* keepFacturXSubmission(context, submittedAt, {
      status: "deposited",
      flowId: receipt.flowId,
      reason: null,
      failedRules: [],
      error: null,
      fields: null,
    });
  });
