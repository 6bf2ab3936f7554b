import { Effect, Option, Result } from "effect";
import { fiscalDocumentOf } from "../brazil/fiscal-document.ts";
import { NfeNotAuthorizedForEmail } from "../einvoicing/nfe-event-errors.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { changeStatus } from "../invoices/status-transitions.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { invoiceChange } from "./invoice-change.ts";
import { invoiceIssued, watchNumbering } from "./invoice-issued.ts";
import { submitNfe } from "./submit-nfe.ts";

/**
 * Whether an invoice gets an NF-e when issued: a BRL invoice of goods (docs/BRAZIL.md), not
 * cancelled, of a seller whose Brazil settings send NF-e to SEFAZ automatically.
 */
const getsNfe = (invoice: Invoice, autoSendToSefaz: boolean, sellsServices: boolean): boolean =>
  autoSendToSefaz &&
  invoice.currency === "BRL" &&
  invoice.status !== "cancelled" &&
  fiscalDocumentOf(invoice.items, sellsServices) === "nfe";

/**
 * Before the buyer's e-mail of an invoice that gets an NF-e and has none authorised yet
 * (docs/PRODUCT-RULES.md#nf-e-events): a draft is issued first (its number, sent, recorded as
 * moved from the e-mail), since the NF-e names it; the NF-e is submitted at once, and then what
 * follows an issue runs (`invoiceIssued`), whose auto-send finds the submission and sends nothing
 * again. Succeeds when the e-mail may go, now with the authorised XML and DANFE to attach; fails
 * NfeNotAuthorizedForEmail with SEFAZ's code and reason when SEFAZ refused it, or with the
 * submission's own failure (missing NF-e data, SEFAZ unreachable), and the invoice stays issued
 * with the attempt listed. An invoice that gets no NF-e, or has one authorised, passes unchanged.
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
    if (!getsNfe(invoice, autoSend, Option.isSome(nfse))) return;
    const submissions = yield* NfeSubmissionRepository;
    if (Option.isSome(yield* submissions.authorized(input.userId, input.id))) return;

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
    const submitted = yield* Effect.exit(
      submitNfe({
        userId: input.userId,
        invoiceId: input.id,
        sandboxHeader: input.sandboxHeader,
        trigger: "auto",
      }),
    );
    if (watched.numbered()) yield* invoiceIssued({ ...input, invoice: issued });
    const { answer, submission } = yield* submitted;
    if (!submission.authorized) {
      return yield* new NfeNotAuthorizedForEmail({
        invoiceId: input.id,
        cStat: answer.cStat,
        xMotivo: answer.xMotivo,
      });
    }
  });
