import {
  type DpsSubmission,
  type NfeEnvironment,
  type NfseEventResult,
  type NfseEventSubmission,
  type NfseIssueResult,
  type SefinMessage,
  SefinNacional,
  SefinUnavailable,
} from "@invoicing/core";
import { Effect, Layer } from "effect";
import type { SefazTls } from "./sefaz-soap.ts";
import {
  fromGzipBase64,
  SEFIN_BASE_URLS,
  type SefinRequest,
  type SefinResponse,
  type SefinTransport,
  sefinHttpsTransport,
  toGzipBase64,
} from "./sefin-transport.ts";

type Json = Readonly<Record<string, unknown>>;

const parseJson = (response: SefinResponse): Json | null => {
  try {
    const value: unknown = JSON.parse(response.body);
    return typeof value === "object" && value !== null ? (value as Json) : null;
  } catch {
    return null;
  }
};

const text = (json: Json, name: string): string | null => {
  const value = json[name];
  return typeof value === "string" && value !== "" ? value : null;
};

// The API spells its message fields in lower case (Swagger); some answers capitalise them.
const messages = (json: Json, name: string): ReadonlyArray<SefinMessage> => {
  const list = json[name];
  if (!Array.isArray(list)) return [];
  return list.map((entry: Json) => ({
    code: String(entry.codigo ?? entry.Codigo ?? ""),
    description: String(entry.descricao ?? entry.Descricao ?? ""),
    complement: (entry.complemento ?? entry.Complemento ?? null) as string | null,
  }));
};

const unavailable = (reason: string) => new SefinUnavailable({ reason });

const call = (
  transport: SefinTransport,
  request: SefinRequest,
): Effect.Effect<SefinResponse, SefinUnavailable> =>
  Effect.tryPromise({
    try: () => transport(request),
    catch: (error) =>
      unavailable(
        `${request.method} ${request.path}: ${error instanceof Error ? error.message : String(error)}`,
      ),
  }).pipe(
    Effect.filterOrFail(
      (response) => response.status !== 403,
      () => unavailable("403: the transmission certificate was refused"),
    ),
  );

/** An answer with `erros` is a rejection whatever its status (the API uses 400 and 500). */
const answer = <T>(
  response: SefinResponse,
  success: number,
  issued: (json: Json) => T | null,
  rejected: (json: Json) => T,
): Effect.Effect<T, SefinUnavailable> => {
  const json = parseJson(response);
  if (json === null) {
    return Effect.fail(unavailable(`HTTP ${response.status}: ${response.body.slice(0, 200)}`));
  }
  if (response.status === success) {
    const result = issued(json);
    if (result !== null) return Effect.succeed(result);
  }
  if (messages(json, "erros").length > 0) return Effect.succeed(rejected(json));
  return Effect.fail(unavailable(`HTTP ${response.status}: ${response.body.slice(0, 200)}`));
};

/**
 * The `SefinNacional` port over a transport per environment: the DPS and event requests travel
 * gzip+base64 in JSON (`dpsXmlGZipB64`, `pedidoRegistroEventoXmlGZipB64`), the NFS-e and the
 * registered events come back the same way and are kept exactly as unzipped.
 */
export const makeSefinClient = (
  transportOf: (environment: NfeEnvironment) => SefinTransport,
): (typeof SefinNacional)["Service"] => ({
  submitDps: (request: DpsSubmission) =>
    Effect.flatMap(
      call(transportOf(request.environment), {
        method: "POST",
        path: "/nfse",
        body: JSON.stringify({ dpsXmlGZipB64: toGzipBase64(request.signedXml) }),
      }),
      (response) =>
        answer<NfseIssueResult>(
          response,
          201,
          (json) => {
            const key = text(json, "chaveAcesso");
            const nfse = text(json, "nfseXmlGZipB64");
            return key === null || nfse === null
              ? null
              : {
                  status: "issued",
                  accessKey: key,
                  nfseXml: fromGzipBase64(nfse),
                  messages: messages(json, "alertas"),
                  processedAt: text(json, "dataHoraProcessamento"),
                  httpStatus: response.status,
                  responseJson: response.body,
                };
          },
          (json) => ({
            status: "rejected",
            accessKey: null,
            nfseXml: null,
            messages: messages(json, "erros"),
            processedAt: text(json, "dataHoraProcessamento"),
            httpStatus: response.status,
            responseJson: response.body,
          }),
        ),
    ),
  findIssued: (dpsId, environment) =>
    Effect.flatMap(
      call(transportOf(environment), { method: "GET", path: `/dps/${dpsId}`, body: null }),
      (response) => {
        if (response.status === 404) return Effect.succeed(null);
        const json = parseJson(response);
        const key = json === null ? null : text(json, "chaveAcesso");
        return response.status === 200 && key !== null
          ? Effect.succeed(key)
          : Effect.fail(unavailable(`HTTP ${response.status}: ${response.body.slice(0, 200)}`));
      },
    ),
  registerEvent: (request: NfseEventSubmission) =>
    Effect.flatMap(
      call(transportOf(request.environment), {
        method: "POST",
        path: `/nfse/${request.accessKey}/eventos`,
        body: JSON.stringify({ pedidoRegistroEventoXmlGZipB64: toGzipBase64(request.signedXml) }),
      }),
      (response) =>
        answer<NfseEventResult>(
          response,
          201,
          (json) => {
            const event = text(json, "eventoXmlGZipB64");
            return event === null
              ? null
              : {
                  status: "registered",
                  eventXml: fromGzipBase64(event),
                  messages: messages(json, "alertas"),
                  processedAt: text(json, "dataHoraProcessamento"),
                  httpStatus: response.status,
                  responseJson: response.body,
                };
          },
          (json) => ({
            status: "rejected",
            eventXml: null,
            messages: messages(json, "erros"),
            processedAt: text(json, "dataHoraProcessamento"),
            httpStatus: response.status,
            responseJson: response.body,
          }),
        ),
    ),
});

/** How the production client connects. */
export interface SefinProductionOptions {
  readonly tls: SefazTls;
  /** Bases per environment; the official hosts when not given (tests point them at a stand-in). */
  readonly baseUrls?: Readonly<Record<NfeEnvironment, string>>;
  readonly timeoutMs?: number;
}

const TIMEOUT_MS = 30_000;

/** The Sefin Nacional of produção restrita and produção, over mutual TLS with the seller's A1. */
export const sefinProductionLayer = (
  options: SefinProductionOptions,
): Layer.Layer<SefinNacional> => {
  const bases = options.baseUrls ?? SEFIN_BASE_URLS;
  const transports = {
    homologation: sefinHttpsTransport(
      bases.homologation,
      options.tls,
      options.timeoutMs ?? TIMEOUT_MS,
    ),
    production: sefinHttpsTransport(bases.production, options.tls, options.timeoutMs ?? TIMEOUT_MS),
  };
  return Layer.succeed(
    SefinNacional,
    makeSefinClient((environment) => transports[environment]),
  );
};
