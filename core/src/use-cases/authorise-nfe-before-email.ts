import { Effect, Option, Result } from "effect";
import { fiscalDocumentOf } from "../brazil/fiscal-document.ts";
import { NfeNotAuthorizedForEmail } from "../einvoicing/nfe-event-errors.ts";
import { NfseNotIssuedForEmail } from "../einvoicing/nfse-invoice-errors.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { changeStatus } from "../invoices/status-transitions.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceChange } from "./invoice-change.ts";
import { invoiceIssued, watchNumbering } from "./invoice-issued.ts";
import { issueNfse } from "./issue-nfse.ts";
import { submitNfe } from "./submit-nfe.ts";

/**
 * The fiscal document an invoice gets when issued, if any: a BRL invoice, not cancelled, of a
 * seller whose Brazil settings send it automatically, gets an NF-e for goods and an NFS-e for
 * services (docs/BRAZIL.md); one mixing both gets neither here (the auto-send records why).
 */
const documentOf = (
  invoice: Invoice,
  autoSendToSefaz: boolean,
  sellsServices: boolean,
): "nfe" | "nfse" | null => {
  if (!autoSendToSefaz || invoice.currency !== "BRL" || invoice.status === "cancelled") return null;
  const kind = fiscalDocumentOf(invoice.items, sellsServices);
  return kind === "mixed" ? null : kind;
};

/** Who asks for the document, and from which invoice. */
interface DocumentRequest {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly sandboxHeader: boolean | undefined;
  readonly trigger: "auto";
}

// SEFAZ's refusal of the NF-e is a failure here: the e-mail does not go.
const nfeAuthorised = (request: DocumentRequest) =>
  submitNfe(request).pipe(
    Effect.flatMap(({ answer, submission }) =>
      submission.authorized
        ? Effect.void
        : Effect.fail(
            new NfeNotAuthorizedForEmail({
              invoiceId: request.invoiceId,
              cStat: answer.cStat,
              xMotivo: answer.xMotivo,
            }),
          ),
    ),
  );

// The national system's rejection of the DPS is a failure here: the e-mail does not go.
const nfseIssued = (request: DocumentRequest) =>
  issueNfse(request).pipe(
    Effect.flatMap(({ submission, messages }) =>
      submission.status === "issued"
        ? Effect.void
        : Effect.fail(
            new NfseNotIssuedForEmail({
              invoiceId: request.invoiceId,
              code: messages[0]?.code ?? "",
              description: messages[0]?.description ?? "",
            }),
          ),
    ),
  );

/**
 * Before the buyer's e-mail of an invoice that gets an NF-e or an NFS-e and has none standing yet
 * (docs/PRODUCT-RULES.md#nf-e-events, docs/BRAZIL.md): a draft is issued first (its number, sent,
 * recorded as moved from the e-mail), since the document names it; the document is asked for at
 * once, and then what follows an issue runs (`invoiceIssued`), whose auto-send finds the
 * submission and sends nothing again. Succeeds when the e-mail may go, now with the document's XML
 * and its DANFE or DANFSe to attach; fails NfeNotAuthorizedForEmail with SEFAZ's code and reason
 * when SEFAZ refused the NF-e, NfseNotIssuedForEmail with the national system's first message when
 * it rejected the DPS, or with the submission's own failure (missing data, the service
 * unreachable), and the invoice stays issued with the attempt listed. An invoice that gets no
 * such document, or has one standing, passes unchanged.
 */
export const authoriseNfeBeforeEmail = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly sandboxHeader?: boolean | undefined;
}) =>
  Effect.gen(function* () {
    const settings = yield* SettingsRepository.use((repository) =>
      repository.getBrazil(input.userId),
    );
    const invoices = yield* InvoiceRepository;
    const { invoice } = yield* invoices.get(input.userId, input.id);
    const autoSend = Option.isSome(settings) && settings.value.autoSendToSEFAZ;
    const nfse = yield* SettingsRepository.use((repository) => repository.getNfse(input.userId));
    const document = documentOf(invoice, autoSend, Option.isSome(nfse));
    if (document === null) return;
    if (document === "nfe") {
      const submissions = yield* NfeSubmissionRepository;
      if (Option.isSome(yield* submissions.authorized(input.userId, input.id))) return;
    } else {
      const standing = yield* (yield* NfseRepository).issued(input.userId, input.id);
      if (Option.isSome(standing) && !standing.value.cancelled) return;
    }

    const historyId = yield* (yield* IdGenerator).next;
    const now = yield* (yield* Clock).now;
    const watched = watchNumbering((current: Invoice) =>
      Result.flatMap(changeStatus("email", current, "sent"), (status) =>
        invoiceChange({
          place: "email",
          before: current,
          after: { ...current, status },
          event: "statusChanged",
          historyId,
          itemsChanged: false,
          now,
        }),
      ),
    );
    const issued =
      invoice.invoiceNumber === null
        ? (yield* invoices.update(input.userId, input.id, watched.decide)).invoice
        : invoice;
    const request: DocumentRequest = {
      userId: input.userId,
      invoiceId: input.id,
      sandboxHeader: input.sandboxHeader,
      trigger: "auto",
    };
    const submitted =
      document === "nfe"
        ? yield* Effect.exit(nfeAuthorised(request))
        : yield* Effect.exit(nfseIssued(request));
    if (watched.numbered()) yield* invoiceIssued({ ...input, invoice: issued });
    return yield* submitted;
  });
