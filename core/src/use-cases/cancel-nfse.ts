import { Effect, Option } from "effect";
import { eventText, JUSTIFICATION_LENGTH } from "../brazil/nfe/nfe-event-rules.ts";
import { nfeDateTime } from "../brazil/nfe/nfe-time.ts";
import { nfseCancellationXml } from "../brazil/nfse/nfse-cancellation-xml.ts";
import { NfseSettingsMissing } from "../brazil/nfse/nfse-errors.ts";
import { NfseAlreadyCancelled } from "../einvoicing/nfse-invoice-errors.ts";
import type { NfseEvent, NfseMessage } from "../einvoicing/nfse-submission.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import type { NfeSigner } from "../ports/nfe-credentials.ts";
import { NfseRepository } from "../ports/nfse-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import { UserRepository } from "../ports/user-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { UserNotFound } from "../users/user-not-found.ts";
import { cancelAfterFiscalCancellation } from "./cancel-after-fiscal-cancellation.ts";
import { issuedNfse } from "./issued-nfse.ts";
import { chooseNfeSigner } from "./nfe-signer-choice.ts";
import { openNfseChannel } from "./nfse-channel.ts";

/** A cancellation sent: registered or not, the national system's messages, the event kept. */
export interface NfseCancellationSent {
  readonly event: NfseEvent;
  readonly messages: ReadonlyArray<NfseMessage>;
}

const VER_APLIC = "Invoicing 1.0";

/**
 * Cancels the NFS-e of one of the user's invoices, and with it the invoice (docs/BRAZIL.md): the
 * justification must hold 15 to 255 characters (ValidationFailed) and the NFS-e must not be
 * cancelled already (NfseAlreadyCancelled). The event e101101, signed with the certificate of the
 * channel the NFS-e went through (the sandbox's, or the seller's), is kept whatever the national
 * system answers; once registered, the invoice moves to cancelled from the place of a fiscal
 * document's cancellation, the legal act that undoes an invoice with a fiscal document.
 */
export const cancelNfse = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly reason: "1" | "2" | "9";
  readonly justification: string;
}) =>
  Effect.gen(function* () {
    const nfse = yield* issuedNfse({ userId: input.userId, id: input.invoiceId });
    const justification = eventText(input.justification, JUSTIFICATION_LENGTH, "justification");
    if ("problem" in justification) {
      return yield* new ValidationFailed({ fields: { justification: justification.problem } });
    }
    if (nfse.cancelled) return yield* new NfseAlreadyCancelled({ invoiceId: input.invoiceId });
    const settings = yield* SettingsRepository.use((repository) =>
      repository.getBrazil(input.userId),
    );
    const brazil = Option.getOrNull(settings);
    if (brazil === null || brazil.uf === null) return yield* new NfseSettingsMissing();
    const uf = brazil.uf;
    const now = yield* (yield* Clock).now;
    // The provider is the author: its CNPJ is written in the access key (positions 10 to 23).
    const cnpj = nfse.accessKey.slice(9, 23);
    const sandboxSigner: NfeSigner = { kind: "sandbox", companyName: brazil.companyName, cnpj };
    let signer: NfeSigner = sandboxSigner;
    if (!nfse.sandbox) {
      const user = yield* (yield* UserRepository).findById(input.userId);
      if (Option.isNone(user)) return yield* new UserNotFound({ userId: input.userId });
      signer = (yield* chooseNfeSigner({
        user: user.value,
        sandboxHeader: false,
        issuer: { name: brazil.companyName, cnpj },
      })).signer;
    }
    const channel = yield* openNfseChannel({
      userId: input.userId,
      signer,
      settings: brazil,
      now,
    });
    const signedXml = channel.signEvent(
      nfseCancellationXml({
        tpAmb: nfse.environment === "production" ? 1 : 2,
        verAplic: VER_APLIC,
        dhEvento: nfeDateTime(new Date(now), uf),
        cnpj,
        accessKey: nfse.accessKey,
        reason: input.reason,
        justification: justification.text,
      }),
    );
    const result = yield* channel.sefin.registerEvent({
      signedXml,
      accessKey: nfse.accessKey,
      environment: nfse.environment,
    });
    const registered = result.status === "registered" && result.eventXml !== null;
    const event: NfseEvent = {
      id: yield* (yield* IdGenerator).next,
      invoiceId: input.invoiceId,
      accessKey: nfse.accessKey,
      kind: "cancellation",
      reason: input.reason,
      justification: justification.text,
      registered,
      messages: result.messages,
      sentAt: now,
      registeredAt: registered ? now : null,
    };
    yield* (yield* NfseRepository).recordEvent(input.userId, {
      event,
      signedXml,
      eventXml: registered ? result.eventXml : null,
      responseJson: result.responseJson,
    });
    if (registered) {
      yield* cancelAfterFiscalCancellation(input.userId, input.invoiceId, now);
    }
    return { event, messages: result.messages } satisfies NfseCancellationSent;
  });
