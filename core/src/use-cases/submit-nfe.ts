import { Effect, Option } from "effect";
import type { NfeAccessKey } from "../brazil/access-key.ts";
import { fiscalDocumentOf } from "../brazil/fiscal-document.ts";
import { buildNfe } from "../brazil/nfe/build-nfe.ts";
import { drawCnf } from "../brazil/nfe/cnf.ts";
import { NfePrerequisitesMissing } from "../brazil/nfe/nfe-errors.ts";
import { isAuthorizedCStat, type SefazAnswer } from "../einvoicing/brazil-submit.ts";
import type { NfeSubmission, NfeSubmissionTrigger } from "../einvoicing/nfe-submission.ts";
import { InvoiceOfServices, MixedGoodsAndServices } from "../einvoicing/nfse-invoice-errors.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { NfeCredentials } from "../ports/nfe-credentials.ts";
import { NfeNumbering } from "../ports/nfe-numbering.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { RandomNumbers } from "../ports/random-numbers.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { NfeEnvironment } from "../settings/brazil-settings.ts";
import type { UserId } from "../users/user-id.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";
import { chooseNfeSigner } from "./nfe-signer-choice.ts";
import { recordSubmission } from "./record-submission.ts";

/** An NF-e sent: its access key, SEFAZ's answer, and the submission as the invoice now lists it. */
export interface NfeSubmitted {
  readonly accessKey: NfeAccessKey;
  readonly answer: SefazAnswer;
  readonly submission: NfeSubmission;
}

/**
 * Issues the NF-e of one of the user's invoices, asked by the user or by the auto-send:
 * builds it from the stored invoice, its client and the Brazil settings (a BRL invoice with a
 * number; the environment of the settings), signs it, sends it to SEFAZ or the sandbox
 * (`chooseNfeSigner`) and keeps the submission with SEFAZ's answer. A rejection is an answer
 * (a submission not authorised, with its cStat and reason), not a failure. The nNF is the
 * invoice's number in the issuer's own série (`NfeNumbering`), taken once its prerequisites hold;
 * resending an invoice builds a new NF-e of the same number, which SEFAZ refuses as a duplicate
 * once one was authorised (cStat 539).
 */
export const submitNfe = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly sandboxHeader: boolean | undefined;
  readonly trigger: NfeSubmissionTrigger;
}) =>
  Effect.gen(function* () {
    const document = yield* getInvoiceDocument({ userId: input.userId, id: input.invoiceId });
    if (document.invoice.status === "cancelled") {
      return yield* new NfePrerequisitesMissing({
        fields: { "invoice.status": "brazil.nfe.invoicecancelled" },
      });
    }
    // Services go on an NFS-e (docs/BRAZIL.md): an NF-e documents goods alone.
    const nfse = yield* SettingsRepository.use((repository) => repository.getNfse(input.userId));
    const kind = fiscalDocumentOf(document.invoice.items, Option.isSome(nfse));
    if (kind === "mixed") return yield* new MixedGoodsAndServices({ invoiceId: input.invoiceId });
    if (kind === "nfse") return yield* new InvoiceOfServices({ invoiceId: input.invoiceId });
    const now = yield* (yield* Clock).now;
    const random = yield* RandomNumbers;
    const issuedAt = new Date(now);
    // A first build checks every prerequisite before a number is taken, so a refused NF-e
    // takes none; the number then comes from the issuer's own série.
    const checked = yield* Effect.fromResult(
      buildNfe({ document, issuedAt, nNF: 1, cNF: drawCnf(1, random.below) }),
    );
    const nNF = yield* (yield* NfeNumbering).assign(
      input.userId,
      {
        invoiceId: input.invoiceId,
        environment: checked.document.tpAmb === 1 ? "production" : "homologation",
        issuer: checked.document.issuer.id.value,
        serie: checked.document.serie,
      },
      now,
    );
    const built = yield* Effect.fromResult(
      buildNfe({ document, issuedAt, nNF, cNF: drawCnf(nNF, random.below) }),
    );
    const { issuer } = built.document;
    const choice = yield* chooseNfeSigner({
      user: document.seller.profile,
      sandboxHeader: input.sandboxHeader,
      issuer: { name: issuer.name, cnpj: issuer.id.value },
    });
    const submissions = yield* NfeSubmissionRepository;
    const channel = yield* (yield* NfeCredentials).open(choice.signer, {
      now,
      findAuthorizedKey: (number) => submissions.findAuthorizedKey(input.userId, number),
    });
    const environment: NfeEnvironment = built.document.tpAmb === 1 ? "production" : "homologation";
    const result = yield* channel.sefaz.authorize({
      signedXml: channel.sign(built.xml),
      accessKey: built.accessKey,
      uf: issuer.address.uf,
      environment,
    });
    const { answer } = result;
    const submission: NfeSubmission = {
      id: yield* (yield* IdGenerator).next,
      invoiceId: input.invoiceId,
      trigger: input.trigger,
      environment,
      sandbox: choice.sandbox,
      accessKey: built.accessKey,
      cStat: answer.cStat,
      xMotivo: answer.xMotivo,
      protocol: answer.protocol,
      authorized: isAuthorizedCStat(answer.cStat) && result.nfeProcXml !== null,
      authorizedAt: answer.authorizedAt,
      submittedAt: now,
      error: null,
      fields: null,
    };
    yield* submissions.record(input.userId, {
      submission,
      number: {
        environment,
        issuer: issuer.id.value,
        serie: built.document.serie,
        nNF: built.document.nNF,
      },
      nfeProcXml: submission.authorized ? result.nfeProcXml : null,
      responseXml: result.responseXml,
    });
    yield* recordSubmission(input.userId, input.invoiceId, {
      platform: "nfe",
      outcome: submission.authorized ? "accepted" : "rejected",
    });
    return { accessKey: built.accessKey, answer, submission } satisfies NfeSubmitted;
  });
