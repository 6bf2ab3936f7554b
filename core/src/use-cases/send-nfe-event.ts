import { Effect, Option } from "effect";
import { type NfeAccessKey, parseNfeAccessKey } from "../brazil/access-key.ts";
import { NfeSettingsMissing } from "../brazil/nfe/nfe-errors.ts";
import type { NfeEventKind } from "../brazil/nfe/nfe-event-rules.ts";
import { nfeEventXml } from "../brazil/nfe/nfe-event-xml.ts";
import { nfeDateTime } from "../brazil/nfe/nfe-time.ts";
import { ufFromIbgeCode } from "../brazil/uf.ts";
import type { Instant } from "../calendar/instant.ts";
import type { NfeEvent } from "../einvoicing/nfe-event.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { NfeEventRepository } from "../ports/nfe-event-repository.ts";
import type { AuthorizedNfe } from "../ports/nfe-submission-repository.ts";
import { REGISTERED_EVENT_CSTATS } from "../ports/sefaz.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { openNfeEventChannel } from "./nfe-event-channel.ts";

/** An event sent: SEFAZ's code and reason, and the event as the invoice now lists it. */
export interface NfeEventSent {
  readonly cStat: string;
  readonly xMotivo: string;
  readonly event: NfeEvent;
}

/**
 * Builds an event of an authorised NF-e (`nfeEventXml`), signs it with the certificate of the
 * channel its NF-e went through, sends it to RecepcaoEvento and keeps it with SEFAZ's answer,
 * registered or not. The issuer, its UF and the série are read from the NF-e's access key.
 */
export const sendNfeEvent = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly nfe: AuthorizedNfe;
  readonly kind: NfeEventKind;
  readonly sequence: number;
  readonly text: string;
  readonly now: Instant;
}) =>
  Effect.gen(function* () {
    const settings = yield* (yield* SettingsRepository).getBrazil(input.userId);
    if (Option.isNone(settings)) return yield* new NfeSettingsMissing();
    const key: NfeAccessKey = input.nfe.accessKey;
    const parsed = parseNfeAccessKey(key);
    const uf = ufFromIbgeCode(parsed.cUF);
    if (uf === undefined) return yield* Effect.die(`the access key ${key} names no UF`);
    const { channel, sandbox } = yield* openNfeEventChannel({
      userId: input.userId,
      issuer: { name: settings.value.companyName, cnpj: parsed.issuerDocument },
      now: input.now,
      sandbox: input.nfe.sandbox,
      sandboxHeader: undefined,
    });
    const signedXml = channel.signEvent(
      nfeEventXml({
        kind: input.kind,
        cOrgao: parsed.cUF,
        tpAmb: input.nfe.environment === "production" ? 1 : 2,
        issuer: parsed.issuerDocument,
        accessKey: key,
        dhEvento: nfeDateTime(new Date(input.now), uf),
        sequence: input.sequence,
        protocol: input.nfe.protocol,
        text: input.text,
      }),
    );
    const result = yield* channel.sefaz.sendEvent({
      signedXml,
      uf,
      environment: input.nfe.environment,
    });
    const registered = REGISTERED_EVENT_CSTATS.includes(result.cStat) && result.procXml !== null;
    const event: NfeEvent = {
      id: yield* (yield* IdGenerator).next,
      invoiceId: input.invoiceId,
      kind: input.kind,
      environment: input.nfe.environment,
      sandbox,
      issuer: parsed.issuerDocument,
      serie: parsed.serie,
      accessKey: key,
      sequence: input.sequence,
      from: null,
      to: null,
      text: input.text,
      cStat: result.cStat,
      xMotivo: result.xMotivo,
      protocol: registered ? result.protocol : null,
      registered,
      sentAt: input.now,
      registeredAt: registered ? result.registeredAt : null,
    };
    yield* (yield* NfeEventRepository).record(input.userId, {
      event,
      signedXml,
      responseXml: result.responseXml,
      procXml: registered ? result.procXml : null,
    });
    return { cStat: result.cStat, xMotivo: result.xMotivo, event } satisfies NfeEventSent;
  });
