import { Effect } from "effect";
import type { Instant } from "../calendar/instant.ts";
import type { InvoiceDocument } from "../documents/invoice-document.ts";
import type {
  FacturXSubmission,
  FacturXSubmissionTrigger,
  PlatformEnvironment,
} from "../einvoicing/factur-x-submission.ts";
import type { FacturXRefused } from "../france/factur-x/factur-x-refused.ts";
import { invoicePdf } from "../france/factur-x/invoice-pdf.ts";
import { Clock } from "../ports/clock.ts";
import { FacturXSubmissionRepository } from "../ports/factur-x-submission-repository.ts";
import {
  FrenchPlatform,
  type FrenchPlatformReceipt,
  type FrenchPlatformUnavailable,
  type FrenchSubmission,
} from "../ports/french-platform.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedBytes, archivedInvoice } from "./archive-invoice.ts";
import { SELLER_FACTUR_X_OPTIONS } from "./factur-x-options.ts";
import { facturXXmlOf } from "./get-factur-x-xml.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";
import { recordSubmission } from "./record-submission.ts";

/** Whose invoice goes to the platform, which platform answers, and who asked. */
export interface FacturXSubmissionContext {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly environment: PlatformEnvironment;
  readonly trigger: FacturXSubmissionTrigger;
}

/** How a submission ended, as it is kept. */
export type FacturXSubmissionOutcome = Pick<
  FacturXSubmission,
  "status" | "flowId" | "reason" | "failedRules" | "error" | "fields"
>;

/** A submitted invoice: the platform's answer, and the submission as kept on the invoice. */
export interface FrenchPlatformAnswer {
  readonly receipt: FrenchPlatformReceipt;
  readonly submission: FacturXSubmission;
}

const receiptOutcome = (receipt: FrenchPlatformReceipt): FacturXSubmissionOutcome => ({
  status: receipt.status,
  flowId: receipt.submissionId,
  reason: receipt.reason,
  failedRules: receipt.failedRules,
  error: null,
  fields: null,
});

/** The outcome of a submission that never reached the platform: refused by the builder, or unreachable. */
export const failedOutcome = (
  error: FacturXRefused | FrenchPlatformUnavailable,
): FacturXSubmissionOutcome => ({
  status: "failed",
  flowId: null,
  reason: error._tag === "FrenchPlatformUnavailable" ? error.reason : null,
  failedRules: [],
  error: error.key,
  fields: error._tag === "FacturXRefused" ? error.fields : null,
});

/**
 * Keeps a submission of `context` made at `submittedAt`, answered now with `outcome`, and records
 * it in the invoice's history.
 */
export const keepFacturXSubmission = (
  context: FacturXSubmissionContext,
  submittedAt: Instant,
  outcome: FacturXSubmissionOutcome,
) =>
  Effect.gen(function* () {
    const submission: FacturXSubmission = {
      id: yield* (yield* IdGenerator).next,
      invoiceId: context.invoiceId,
      trigger: context.trigger,
      environment: context.environment,
      submittedAt,
      answeredAt: yield* (yield* Clock).now,
      ...outcome,
    };
    yield* FacturXSubmissionRepository.use((submissions) =>
      submissions.record(context.userId, submission),
    );
    yield* recordSubmission(context.userId, context.invoiceId, {
      platform: "factur-x",
      outcome:
        outcome.status === "failed" || outcome.status === "rejected" ? outcome.status : "accepted",
    });
    return submission;
  });

/**
 * What the platform is sent for an invoice document: its number, the seller's SIRET and the
 * Factur-X PDF/A-3 (the bytes the PDF download gives: the archived ones once the invoice was
 * archived as a Factur-X). FacturXRefused when it cannot be Factur-X.
 */
export const facturXSubmissionOf = (document: InvoiceDocument) =>
  Effect.gen(function* () {
    yield* facturXXmlOf(document);
    const invoiceNumber = document.invoice.invoiceNumber;
    const sellerSiret = document.invoice.siret ?? document.seller.france?.siret ?? null;
    if (invoiceNumber === null || sellerSiret === null) {
      return yield* Effect.die(
        new Error("the Factur-X builder accepted a draft or a non-French seller"),
      );
    }
    const archived = yield* archivedInvoice(document.invoice.userId, document.invoice);
    const archivedFacturX = archived.some((file) => file.format === "xml")
      ? yield* archivedBytes(archived, "pdf")
      : null;
    const facturX = archivedFacturX ?? (yield* invoicePdf(document, SELLER_FACTUR_X_OPTIONS));
    return { invoiceNumber, sellerSiret, facturX } satisfies FrenchSubmission;
  });

/**
 * Deposits a Factur-X PDF on the French platform and keeps the answer, a rejection included;
 * FrenchPlatformUnavailable, kept as a failed submission, when the platform could not be reached.
 */
export const depositFacturX = (context: FacturXSubmissionContext, submitted: FrenchSubmission) =>
  Effect.gen(function* () {
    const submittedAt = yield* (yield* Clock).now;
    const receipt = yield* FrenchPlatform.use((platform) => platform.submit(submitted)).pipe(
      Effect.tapError((error) => keepFacturXSubmission(context, submittedAt, failedOutcome(error))),
    );
    const submission = yield* keepFacturXSubmission(context, submittedAt, receiptOutcome(receipt));
    return { receipt, submission } satisfies FrenchPlatformAnswer;
  });

/**
 * Deposits the Factur-X of an invoice document (`depositFacturX`). FacturXRefused, with nothing
 * sent nor kept, when the document cannot be Factur-X.
 */
export const submitFacturXDocument = (
  context: FacturXSubmissionContext,
  document: InvoiceDocument,
) =>
  Effect.flatMap(facturXSubmissionOf(document), (submitted) => depositFacturX(context, submitted));

/**
 * Sends one of the user's issued invoices to the French platform as a Factur-X PDF/A-3 and keeps
 * the platform's answer on the invoice. InvoiceNotFound for
 * another user's invoice; otherwise as `submitFacturXDocument`.
 */
export const submitToFrenchPlatform = (context: FacturXSubmissionContext) =>
  getInvoiceDocument({ userId: context.userId, id: context.invoiceId }).pipe(
    Effect.flatMap((document) => submitFacturXDocument(context, document)),
  );
