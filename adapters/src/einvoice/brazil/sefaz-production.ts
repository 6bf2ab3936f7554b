import { randomInt } from "node:crypto";
import {
  envEventoXml,
  enviNfeXml,
  isAuthorizedCStat,
  NFE_NAMESPACE,
  NFE_VERSION,
  type NfeAuthorization,
  type NfeAuthorizationResult,
  type NfeEnvironment,
  type NfeEventResult,
  type NfeEventSubmission,
  nfeProcXml,
  procEventoXml,
  procInutXml,
  REGISTERED_EVENT_CSTATS,
  Sefaz,
  type SefazServiceStatus,
  SefazUnavailable,
  type UfCode,
  ufIbgeCode,
  VOIDED_CSTAT,
  withoutXmlDeclaration,
} from "@invoicing/core";
import { Duration, Effect, Layer } from "effect";
import { type SefazEndpoints, sefazEndpoints } from "./sefaz-endpoints.ts";
import {
  postSoap,
  type SefazElement,
  type SefazOperation,
  type SefazTls,
  sefazAgent,
  soapResult,
} from "./sefaz-soap.ts";

const AUTHORIZATION: SefazOperation = { service: "NFeAutorizacao4", method: "nfeAutorizacaoLote" };
const RETURN: SefazOperation = { service: "NFeRetAutorizacao4", method: "nfeRetAutorizacaoLote" };
const STATUS: SefazOperation = { service: "NFeStatusServico4", method: "nfeStatusServicoNF" };
const EVENTS: SefazOperation = { service: "NFeRecepcaoEvento4", method: "nfeRecepcaoEvento" };
const VOIDING: SefazOperation = { service: "NFeInutilizacao4", method: "nfeInutilizacaoNF" };

/** How the production client is set up. */
export interface SefazProductionOptions {
  /** The seller's A1 certificate (signs and connects) and the extra CAs to trust. */
  readonly tls: SefazTls;
  /** The web services of a UF; the official table (`sefazEndpoints`) when not given. */
  readonly endpoints?: (uf: UfCode, environment: NfeEnvironment) => SefazEndpoints;
  /** Per call; 30 s when not given. */
  readonly timeoutMs?: number;
  /** Between NFeRetAutorizacao4 polls of an asynchronous batch; 2 s when not given. */
  readonly pollInterval?: Duration.Input;
  /** Polls before giving up on a batch still processing (105); 5 when not given. */
  readonly maxPolls?: number;
}

const tpAmb = (environment: NfeEnvironment): string => (environment === "production" ? "1" : "2");

/** A 15-digit batch id (TIdLote). */
const lotId = (): string =>
  `${randomInt(1, 10)}${String(randomInt(0, 10 ** 14)).padStart(14, "0")}`;

const resultOf = (
  request: NfeAuthorization,
  answer: SefazElement,
  protNfe: SefazElement | null,
): NfeAuthorizationResult => {
  const source = protNfe ?? answer;
  const cStat = source.text("cStat");
  const authorized = protNfe !== null && isAuthorizedCStat(cStat);
  const protocol = source.text("nProt");
  const receivedAt = source.text("dhRecbto");
  return {
    answer: {
      cStat,
      xMotivo: source.text("xMotivo"),
      protocol: authorized && protocol !== "" ? protocol : null,
      authorizedAt: authorized && receivedAt !== "" ? new Date(receivedAt).toISOString() : null,
    },
    nfeProcXml: authorized ? nfeProcXml(request.signedXml, protNfe.xml) : null,
    responseXml: answer.xml,
  };
};

/**
 * The Sefaz port against the real authorisers: SOAP 1.2 over mutual TLS with the seller's A1
 * certificate. One NF-e per batch, synchronous (indSinc 1: 104 with protNFe); an authoriser that
 * answers asynchronously (103 with nRec) is polled on NFeRetAutorizacao4 until it stops
 * processing (105). Events go one per batch to RecepcaoEvento (envEvento), voidings to
 * NFeInutilizacao4 (inutNFe). Any answer SEFAZ gives is a result; only transport failures, SOAP faults and
 * unreadable answers are SefazUnavailable.
 */
export const makeSefazProduction = (options: SefazProductionOptions) => {
  const agent = sefazAgent(options.tls);
  const endpointsOf = options.endpoints ?? sefazEndpoints;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pollInterval = options.pollInterval ?? Duration.seconds(2);
  const maxPolls = options.maxPolls ?? 5;

  const call = (url: string, operation: SefazOperation, message: string, answerName: string) =>
    Effect.flatMap(postSoap(url, operation, message, agent, timeoutMs), (response) =>
      soapResult(response, answerName),
    );

  const poll = (
    request: NfeAuthorization,
    url: string,
    receipt: string,
  ): Effect.Effect<NfeAuthorizationResult, SefazUnavailable> =>
    Effect.gen(function* () {
      const message =
        `<consReciNFe xmlns="${NFE_NAMESPACE}" versao="${NFE_VERSION}"><tpAmb>${tpAmb(request.environment)}</tpAmb>` +
        `<nRec>${receipt}</nRec></consReciNFe>`;
      for (let attempt = 0; attempt < maxPolls; attempt += 1) {
        yield* Effect.sleep(pollInterval);
        const answer = yield* call(url, RETURN, message, "retConsReciNFe");
        if (answer.text("cStat") !== "105")
          return resultOf(request, answer, answer.child("protNFe"));
      }
      return yield* Effect.fail(
        new SefazUnavailable({
          reason: `batch ${receipt} still processing after ${maxPolls} polls`,
        }),
      );
    });

  const authorize = (request: NfeAuthorization) =>
    Effect.gen(function* () {
      const urls = endpointsOf(request.uf, request.environment);
      const answer = yield* call(
        urls.authorization,
        AUTHORIZATION,
        enviNfeXml([request.signedXml], lotId(), true),
        "retEnviNFe",
      );
      const cStat = answer.text("cStat");
      if (cStat === "103")
        return yield* poll(request, urls.returnAuthorization, answer.text("nRec"));
      return resultOf(request, answer, cStat === "104" ? answer.child("protNFe") : null);
    });

  const serviceStatus = (
    uf: UfCode,
    environment: NfeEnvironment,
  ): Effect.Effect<SefazServiceStatus, SefazUnavailable> =>
    Effect.map(
      call(
        endpointsOf(uf, environment).status,
        STATUS,
        `<consStatServ xmlns="${NFE_NAMESPACE}" versao="${NFE_VERSION}"><tpAmb>${tpAmb(environment)}</tpAmb>` +
          `<cUF>${ufIbgeCode(uf)}</cUF><xServ>STATUS</xServ></consStatServ>`,
        "retConsStatServ",
      ),
      (answer) => ({ cStat: answer.text("cStat"), xMotivo: answer.text("xMotivo") }),
    );

  const registeredAt = (text: string): string | null =>
    text === "" ? null : new Date(text).toISOString();

  // One event per batch: SEFAZ answers the batch (128) with the event's retEvento, or refuses the
  // batch itself (215 and the like) without one.
  const sendEvent = (
    request: NfeEventSubmission,
  ): Effect.Effect<NfeEventResult, SefazUnavailable> =>
    Effect.map(
      call(
        endpointsOf(request.uf, request.environment).events,
        EVENTS,
        envEventoXml([request.signedXml], lotId()),
        "retEnvEvento",
      ),
      (answer) => {
        const retEvento = answer.child("retEvento");
        const source = retEvento ?? answer;
        const cStat = source.text("cStat");
        const registered = retEvento !== null && REGISTERED_EVENT_CSTATS.includes(cStat);
        return {
          cStat,
          xMotivo: source.text("xMotivo"),
          protocol: registered ? source.text("nProt") || null : null,
          registeredAt: registered ? registeredAt(source.text("dhRegEvento")) : null,
          procXml: registered ? procEventoXml(request.signedXml, retEvento.xml) : null,
          responseXml: answer.xml,
        };
      },
    );

  const voidNumbers = (
    request: NfeEventSubmission,
  ): Effect.Effect<NfeEventResult, SefazUnavailable> =>
    Effect.map(
      call(
        endpointsOf(request.uf, request.environment).voiding,
        VOIDING,
        withoutXmlDeclaration(request.signedXml),
        "retInutNFe",
      ),
      (answer) => {
        const cStat = answer.text("cStat");
        const voided = cStat === VOIDED_CSTAT;
        return {
          cStat,
          xMotivo: answer.text("xMotivo"),
          protocol: voided ? answer.text("nProt") || null : null,
          registeredAt: voided ? registeredAt(answer.text("dhRecbto")) : null,
          procXml: voided ? procInutXml(request.signedXml, answer.xml) : null,
          responseXml: answer.xml,
        };
      },
    );

  return Sefaz.of({ authorize, sendEvent, voidNumbers, serviceStatus });
};

/** The Sefaz port of one seller against the real authorisers (see `makeSefazProduction`). */
export const sefazProductionLayer = (options: SefazProductionOptions) =>
  Layer.sync(Sefaz, () => makeSefazProduction(options));
