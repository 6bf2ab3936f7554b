import { Cause, Effect, Option } from "effect";
import { fiscalDocumentOf } from "../brazil/fiscal-document.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { autoSendNfse } from "./auto-send-nfse.ts";
import { recordSubmission } from "./record-submission.ts";
import { submitNfe } from "./submit-nfe.ts";

/**
 * Auto-send (Brazil settings `autoSendToSEFAZ`): once a BRL invoice was issued (it has a number,
 * is not cancelled, and has no NF-e submission yet, so a job run again sends nothing), submits
 * its NF-e when its lines are goods, or hands it to `autoSendNfse` otherwise (docs/BRAZIL.md). It never fails: the issue stands whatever happens here, and a failure before SEFAZ
 * answered (missing NF-e data, SEFAZ unreachable, a bad certificate) is recorded as a submission
 * with its i18n key, so the invoice shows it.
 */
export const autoSendNfe = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly sandboxHeader: boolean | undefined;
}) =>
  Effect.gen(function* () {
    const settings = yield* SettingsRepository.use((repository) =>
      repository.getBrazil(input.userId),
    );
    if (Option.isNone(settings) || !settings.value.autoSendToSEFAZ) return;
    const invoices = yield* InvoiceRepository;
    const { invoice } = yield* invoices.get(input.userId, input.invoiceId);
    const issued = invoice.invoiceNumber !== null && invoice.status !== "cancelled";
    if (invoice.currency !== "BRL" || !issued) return;
    // Services become an NFS-e; an invoice mixing goods and services gets the NFS-e's refusal.
    const nfse = yield* SettingsRepository.use((repository) => repository.getNfse(input.userId));
    if (fiscalDocumentOf(invoice.items, Option.isSome(nfse)) !== "nfe") {
      return yield* autoSendNfse({
        ...input,
        environment: settings.value.defaultNFeEnvironment,
      });
    }
    const submissions = yield* NfeSubmissionRepository;
    if ((yield* submissions.list(input.userId, input.invoiceId)).length > 0) return;

    const outcome = yield* Effect.exit(submitNfe({ ...input, trigger: "auto" }));
    if (outcome._tag === "Success") return;
    // A defect has no key of its own: it is kept as an internal failure.
    const error = Option.getOrUndefined(Cause.findErrorOption(outcome.cause));
    const key = error?.key ?? "common.errors.internal";
    yield* Effect.logWarning("NF-e auto-send failed", { invoiceId: input.invoiceId, code: key });
    yield* submissions.record(input.userId, {
      submission: {
        id: yield* (yield* IdGenerator).next,
        invoiceId: input.invoiceId,
        trigger: "auto",
        environment: settings.value.defaultNFeEnvironment,
        sandbox: false,
        accessKey: null,
        cStat: null,
        xMotivo: null,
        protocol: null,
        authorized: false,
        authorizedAt: null,
        submittedAt: yield* (yield* Clock).now,
        error: key,
        fields: error !== undefined && "fields" in error ? error.fields : null,
      },
      number: null,
      nfeProcXml: null,
      responseXml: null,
    });
    yield* recordSubmission(input.userId, input.invoiceId, { platform: "nfe", outcome: "failed" });
  }).pipe(Effect.catchCause((cause) => Effect.logError("NF-e auto-send could not run", { cause })));
