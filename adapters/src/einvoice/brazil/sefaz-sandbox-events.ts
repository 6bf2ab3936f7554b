import { randomInt } from "node:crypto";
import {
  CANCELLATION_WINDOW_MS,
  NFE_EVENT_VERSION,
  NFE_NAMESPACE,
  NFE_VERSION,
  type NfeAccessKey,
  type NfeEventResult,
  type NfeEventSubmission,
  nfeDateTime,
  procEventoXml,
  procInutXml,
  type SefazLedger,
  SefazUnavailable,
  ufIbgeCode,
} from "@invoicing/core";
import { Effect } from "effect";
import { create } from "xmlbuilder2";
import { eventSchemaOf, type NfeSchema, validateNfeSchema } from "./nfe-schema-validation.ts";
import { readNfeXml } from "./nfe-xml-reader.ts";
import { type SefazRejection, signatureRejection } from "./sandbox-rules.ts";
import { verifyNfeSignature } from "./verify-nfe-signature.ts";

const VER_APLIC = "SANDBOX-NFE-4.00";

/** A ledger that knows nothing: every key unknown, every number free. */
const EMPTY_LEDGER: SefazLedger = {
  authorizedNfe: () => Effect.succeed(null),
  registeredEvents: () => Effect.succeed([]),
  rangeUse: () => Effect.succeed({ authorized: false, voided: false }),
};

const reject = (cStat: string, reason: string): SefazRejection => ({
  cStat,
  xMotivo: `Rejeição: ${reason}`,
});

/** 1, the UF, the year and 10 digits: the shape of SEFAZ protocol numbers (15 digits). */
const protocolNumber = (cUF: number, now: Date): string =>
  `1${String(cUF).padStart(2, "0")}${String(now.getUTCFullYear() % 100).padStart(2, "0")}${String(randomInt(0, 10_000_000_000)).padStart(10, "0")}`;

const schemaCheck = (xml: string, schemaDirectory: string, schema: NfeSchema) =>
  Effect.tryPromise({
    try: () => validateNfeSchema(xml, schemaDirectory, schema),
    catch: (error) =>
      new SefazUnavailable({ reason: `schema validation failed: ${String(error)}` }),
  });

const schemaRejection = (errors: ReadonlyArray<string>): SefazRejection =>
  reject("215", `Falha no schema XML ${errors[0]?.replace(/^-:\d+: /u, "") ?? ""}`.trim());

/** How the sandbox's events are set up. */
export interface SandboxEventOptions {
  readonly schemaDirectory: string;
  readonly ledger?: SefazLedger;
  readonly now?: () => Date;
}

/**
 * RecepcaoEvento and NFeInutilizacao4 of the sandbox, answering as SEFAZ homologation does. An
 * event: 215 schema (its own schema by tpEvento), 297/298/404 signature, 217 NF-e unknown, 573 an
 * event of that type and sequence registered already, then for a cancellation 222 protocol
 * differs and 501 more than 24 hours after authorisation; a correction of a cancelled NF-e 580;
 * else 135 registered with a protocol. A voiding: 215, the signature, 224 start after end, 241 a
 * number of the range authorised, 256 one voided already, else 102. What was registered before is
 * read from `ledger` (the server's records), so answers hold across restarts.
 */
export const makeSandboxEvents = (options: SandboxEventOptions) => {
  const ledger = options.ledger ?? EMPTY_LEDGER;
  const now = options.now ?? (() => new Date());

  const eventOutcome = (xml: string, receivedAt: Date) =>
    Effect.gen(function* () {
      const event = readNfeXml(xml);
      const tpEvento = event.text("infEvento", "tpEvento");
      const schema = eventSchemaOf(tpEvento) ?? "events/cancel/eventoCancNFe_v1.00.xsd";
      const checked = yield* schemaCheck(xml, options.schemaDirectory, schema);
      if (!checked.valid) return { rejection: schemaRejection(checked.errors), batch: true };
      const signature = signatureRejection(verifyNfeSignature(xml, "infEvento"));
      if (signature !== undefined) return { rejection: signature, batch: false };
      const key = event.text("infEvento", "chNFe") as NfeAccessKey;
      const nfe = yield* ledger.authorizedNfe(key);
      if (nfe === null) {
        return {
          rejection: reject("217", "NF-e não consta na base de dados da SEFAZ"),
          batch: false,
        };
      }
      const sequence = Number(event.text("infEvento", "nSeqEvento"));
      const registered = yield* ledger.registeredEvents(key);
      const kind = tpEvento === "110111" ? "cancellation" : "correction";
      if (registered.some((earlier) => earlier.kind === kind && earlier.sequence === sequence)) {
        return { rejection: reject("573", "Duplicidade de Evento"), batch: false };
      }
      if (kind === "cancellation") {
        if (event.text("detEvento", "nProt") !== nfe.protocol) {
          return {
            rejection: reject("222", "Protocolo de Autorização de Uso difere do cadastrado"),
            batch: false,
          };
        }
        if (receivedAt.getTime() - Date.parse(nfe.authorizedAt) > CANCELLATION_WINDOW_MS) {
          return {
            rejection: reject("501", "Prazo de cancelamento superior ao previsto na Legislação"),
            batch: false,
          };
        }
      } else if (registered.some((earlier) => earlier.kind === "cancellation")) {
        return { rejection: reject("580", "O evento exige uma NF-e autorizada"), batch: false };
      }
      return { rejection: undefined, batch: false };
    });

  const sendEvent = (
    request: NfeEventSubmission,
  ): Effect.Effect<NfeEventResult, SefazUnavailable> =>
    Effect.gen(function* () {
      const receivedAt = now();
      const cUF = ufIbgeCode(request.uf);
      const tpAmb = request.environment === "production" ? "1" : "2";
      const dhRegEvento = nfeDateTime(receivedAt, request.uf);
      const event = readNfeXml(request.signedXml);
      const outcome = yield* eventOutcome(request.signedXml, receivedAt);
      const answer: SefazRejection = outcome.rejection ?? {
        cStat: "135",
        xMotivo: "Evento registrado e vinculado a NF-e",
      };
      const protocol = outcome.rejection === undefined ? protocolNumber(cUF, receivedAt) : null;
      const root = create().ele(NFE_NAMESPACE, "retEnvEvento", { versao: NFE_EVENT_VERSION });
      root.ele("idLote").txt("1");
      root.ele("tpAmb").txt(tpAmb);
      root.ele("verAplic").txt(VER_APLIC);
      root.ele("cOrgao").txt(String(cUF));
      if (outcome.batch) {
        root.ele("cStat").txt(answer.cStat);
        root.ele("xMotivo").txt(answer.xMotivo);
        return {
          ...answer,
          protocol: null,
          registeredAt: null,
          procXml: null,
          responseXml: root.end({ headless: true }),
        };
      }
      root.ele("cStat").txt("128");
      root.ele("xMotivo").txt("Lote de Evento Processado");
      const ret = create().ele(NFE_NAMESPACE, "retEvento", { versao: NFE_EVENT_VERSION });
      const info = ret.ele("infEvento");
      info.ele("tpAmb").txt(tpAmb);
      info.ele("verAplic").txt(VER_APLIC);
      info.ele("cOrgao").txt(String(cUF));
      info.ele("cStat").txt(answer.cStat);
      info.ele("xMotivo").txt(answer.xMotivo);
      info.ele("chNFe").txt(event.text("infEvento", "chNFe"));
      info.ele("tpEvento").txt(event.text("infEvento", "tpEvento"));
      info.ele("xEvento").txt(event.text("detEvento", "descEvento"));
      info.ele("nSeqEvento").txt(event.text("infEvento", "nSeqEvento"));
      info.ele("dhRegEvento").txt(dhRegEvento);
      if (protocol !== null) info.ele("nProt").txt(protocol);
      const retEvento = ret.end({ headless: true });
      root.import(ret.root());
      return {
        ...answer,
        protocol,
        registeredAt: protocol === null ? null : receivedAt.toISOString(),
        procXml: protocol === null ? null : procEventoXml(request.signedXml, retEvento),
        responseXml: root.end({ headless: true }),
      };
    });

  const voidingOutcome = (xml: string) =>
    Effect.gen(function* () {
      const checked = yield* schemaCheck(
        xml,
        options.schemaDirectory,
        "events/inutilizacao/inutNFe_v4.00.xsd",
      );
      if (!checked.valid) return schemaRejection(checked.errors);
      const signature = signatureRejection(verifyNfeSignature(xml, "infInut"));
      if (signature !== undefined) return signature;
      const request = readNfeXml(xml);
      const from = Number(request.text("infInut", "nNFIni"));
      const to = Number(request.text("infInut", "nNFFin"));
      if (from > to) return reject("224", "A faixa inicial é maior que a faixa final");
      const use = yield* ledger.rangeUse({
        environment: request.text("infInut", "tpAmb") === "1" ? "production" : "homologation",
        issuer: request.text("infInut", "CNPJ"),
        serie: Number(request.text("infInut", "serie")),
        from,
        to,
      });
      if (use.authorized) return reject("241", "Um número da faixa já foi utilizado");
      if (use.voided) {
        return reject("256", "Uma NF-e da faixa já está inutilizada na Base de dados da SEFAZ");
      }
      return undefined;
    });

  const voidNumbers = (
    request: NfeEventSubmission,
  ): Effect.Effect<NfeEventResult, SefazUnavailable> =>
    Effect.gen(function* () {
      const receivedAt = now();
      const cUF = ufIbgeCode(request.uf);
      const rejection = yield* voidingOutcome(request.signedXml);
      const answer: SefazRejection = rejection ?? {
        cStat: "102",
        xMotivo: "Inutilização de número homologado",
      };
      const protocol = rejection === undefined ? protocolNumber(cUF, receivedAt) : null;
      const sent = readNfeXml(request.signedXml);
      const root = create().ele(NFE_NAMESPACE, "retInutNFe", { versao: NFE_VERSION });
      const info = root.ele("infInut");
      info.ele("tpAmb").txt(request.environment === "production" ? "1" : "2");
      info.ele("verAplic").txt(VER_APLIC);
      info.ele("cStat").txt(answer.cStat);
      info.ele("xMotivo").txt(answer.xMotivo);
      info.ele("cUF").txt(String(cUF));
      if (protocol !== null) {
        for (const name of ["ano", "CNPJ", "mod", "serie", "nNFIni", "nNFFin"]) {
          info.ele(name).txt(sent.text("infInut", name));
        }
      }
      info.ele("dhRecbto").txt(nfeDateTime(receivedAt, request.uf));
      if (protocol !== null) info.ele("nProt").txt(protocol);
      const responseXml = root.end({ headless: true });
      return {
        ...answer,
        protocol,
        registeredAt: protocol === null ? null : receivedAt.toISOString(),
        procXml: protocol === null ? null : procInutXml(request.signedXml, responseXml),
        responseXml,
      };
    });

  return { sendEvent, voidNumbers };
};
