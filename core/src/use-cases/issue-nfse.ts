import { Effect, Option } from "effect";
import { fiscalDocumentOf } from "../brazil/fiscal-document.ts";
import { buildDps } from "../brazil/nfse/build-dps.ts";
import type { DpsLineService } from "../brazil/nfse/dps-options.ts";
import { NfsePrerequisitesMissing, NfseSettingsMissing } from "../brazil/nfse/nfse-errors.ts";
import { pickedCatalogueIds } from "../catalogue/catalogue-lines.ts";
import type { NfeSubmissionTrigger } from "../einvoicing/nfe-submission.ts";
import {
  InvoiceOfGoods,
  MixedGoodsAndServices,
  NfseAlreadyIssued,
} from "../einvoicing/nfse-invoice-errors.ts";
import type { NfseMessage, NfseSubmission } from "../einvoicing/nfse-submission.ts";
import { CatalogueItemRepository } from "../ports/catalogue-item-repository.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";
import { chooseNfeSigner } from "./nfe-signer-choice.ts";
import { environmentOfTpAmb, openNfseChannel } from "./nfse-channel.ts";

/** An NFS-e asked for: whether the national system issued it, its messages and the submission kept. */
export interface NfseIssued {
  readonly submission: NfseSubmission;
  readonly messages: ReadonlyArray<NfseMessage>;
}

/**
 * Issues the NFS-e of one of the user's invoices of services (docs/BRAZIL.md), asked by the user or
 * by the auto-send: a numbered BRL invoice, not cancelled, whose lines are all services
 * (InvoiceOfGoods for goods, MixedGoodsAndServices for both) and that has no NFS-e standing
 * (NfseAlreadyIssued). Builds the DPS from the invoice, its client, the Brazil and NFS-e settings
 * and the service code and ISS rate of the catalogue services its lines were picked from; takes
 * its nDPS once every prerequisite holds; signs it and sends it where the user's NF-e go (the
 * sandbox, or the national system with the seller's certificate); keeps the signed DPS and the
 * NFS-e byte for byte. A rejection is an answer (a submission with its errors), not a failure.
 */
export const issueNfse = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly sandboxHeader: boolean | undefined;
  readonly trigger: NfeSubmissionTrigger;
}) =>
  Effect.gen(function* () {
    const document = yield* getInvoiceDocument({ userId: input.userId, id: input.invoiceId });
    const { invoice } = document;
    const nfse = Option.getOrNull(
      yield* SettingsRepository.use((repository) => repository.getNfse(input.userId)),
    );
    const brazil = document.seller.brazil;
    if (brazil === null || nfse === null) return yield* new NfseSettingsMissing();
    if (invoice.status === "cancelled") {
      return yield* new NfsePrerequisitesMissing({
        fields: { "invoice.status": "brazil.nfse.invoicecancelled" },
      });
    }
    const kind = fiscalDocumentOf(invoice.items, true);
    if (kind === "mixed") return yield* new MixedGoodsAndServices({ invoiceId: invoice.id });
    if (kind === "nfe") return yield* new InvoiceOfGoods({ invoiceId: invoice.id });
    const repository = yield* NfseRepository;
    const standing = yield* repository.issued(input.userId, invoice.id);
    if (Option.isSome(standing) && !standing.value.cancelled) {
      return yield* new NfseAlreadyIssued({
        invoiceId: invoice.id,
        accessKey: standing.value.accessKey,
      });
    }

    const catalogue = yield* (yield* CatalogueItemRepository).find(
      input.userId,
      pickedCatalogueIds(invoice.items),
    );
    const services = new Map(
      catalogue.flatMap((entry) => (entry.kind === "service" ? [[entry.id, entry]] : [])),
    );
    const lineServices: Record<string, DpsLineService> = {};
    for (const item of invoice.items) {
      const entry = item.catalogueItemId ? services.get(item.catalogueItemId) : undefined;
      if (entry !== undefined) {
        lineServices[item.id] = { serviceCode: entry.serviceCode, issRate: entry.issRate };
      }
    }

    const choice = yield* chooseNfeSigner({
      user: document.seller.profile,
      sandboxHeader: input.sandboxHeader,
      issuer: { name: brazil.companyName, cnpj: brazil.cnpj },
    });
    const now = yield* (yield* Clock).now;
    const issuedAt = new Date(now);
    // The sandbox stands for produção restrita, so a DPS it receives is always of that environment.
    const environment = choice.sandbox ? "homologation" : brazil.defaultNFeEnvironment;
    const dpsInput = { document, nfse, issuedAt, environment, lineServices } as const;
    // A first build checks every prerequisite before a number is taken.
    const checked = yield* Effect.fromResult(buildDps({ ...dpsInput, nDPS: 1 }));
    const series = {
      environment: environmentOfTpAmb(checked.document.tpAmb),
      issuer: checked.document.provider.cnpj,
      serie: checked.document.serie,
    };
    const nDps = yield* repository.assignDpsNumber(
      input.userId,
      { ...series, invoiceId: invoice.id },
      now,
    );
    const built = yield* Effect.fromResult(buildDps({ ...dpsInput, nDPS: nDps }));
    const channel = yield* openNfseChannel({
      userId: input.userId,
      signer: choice.signer,
      settings: brazil,
      now,
    });
    const signedXml = channel.signDps(built.xml);
    const result = yield* channel.sefin.submitDps({
      signedXml,
      dpsId: built.id,
      environment: series.environment,
    });
    const issued = result.status === "issued" && result.nfseXml !== null;
    const submission: NfseSubmission = {
      id: yield* (yield* IdGenerator).next,
      invoiceId: invoice.id,
      trigger: input.trigger,
      environment: series.environment,
      sandbox: choice.sandbox,
      dpsId: built.id,
      nDps,
      status: issued ? "issued" : "rejected",
      accessKey: issued ? result.accessKey : null,
      messages: result.messages,
      issuedAt: issued ? now : null,
      submittedAt: now,
      cancelled: false,
      error: null,
      fields: null,
    };
    yield* repository.record(input.userId, {
      submission,
      series,
      dpsXml: signedXml,
      nfseXml: issued ? result.nfseXml : null,
      responseJson: result.responseJson,
    });
    return { submission, messages: result.messages } satisfies NfseIssued;
  });
