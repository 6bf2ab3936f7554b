import { randomInt } from "node:crypto";
import {
  NFE_NAMESPACE,
  NFE_VERSION,
  type NfeAccessKey,
  type NfeAuthorization,
  type NfeAuthorizationResult,
  type NfeEnvironment,
  nfeDateTime,
  nfeProcXml,
  Sefaz,
  type SefazLedger,
  SefazUnavailable,
  ufIbgeCode,
} from "@invoicing/core";
import { Effect, Layer } from "effect";
import { create } from "xmlbuilder2";
import { readCertificatePem } from "./nfe-certificate.ts";
import { validateNfeSchema } from "./nfe-schema-validation.ts";
import { readNfeXml } from "./nfe-xml-reader.ts";
import { type SefazRejection, sandboxRejection } from "./sandbox-rules.ts";
import { makeSandboxEvents } from "./sefaz-sandbox-events.ts";
import { verifyNfeSignature } from "./verify-nfe-signature.ts";

/** An issued number: the issuer's CNPJ or CPF, the série and nNF, in one environment. */
export interface NfeNumberRef {
  readonly environment: NfeEnvironment;
  readonly issuer: string;
  readonly serie: number;
  readonly nNF: number;
}

/** The access key already authorised for a number, if any (the server asks its database). */
export type AuthorizedKeyLookup = (number: NfeNumberRef) => Effect.Effect<NfeAccessKey | null>;

/** How the sandbox is set up. */
export interface SefazSandboxOptions {
  /** The folder of the NF-e schema package (nfe_v4.00.xsd and its includes). */
  readonly schemaDirectory: string;
  /**
   * Where keys authorised earlier are found, so a duplicate is refused across restarts (539, 204).
   * The sandbox also remembers the keys it authorised while the process lives.
   */
  readonly findAuthorizedKey?: AuthorizedKeyLookup;
  /** What events and voidings are answered from (see `makeSandboxEvents`). */
  readonly ledger?: SefazLedger;
  readonly now?: () => Date;
}

const VER_APLIC = "SANDBOX-NFE-4.00";
const AUTHORIZED = "Autorizado o uso da NF-e";

const protNfeXml = (
  fields: {
    readonly tpAmb: string;
    readonly accessKey: string;
    readonly receivedAt: string;
    readonly protocol: string | null;
    readonly digest: string;
  } & SefazRejection,
): string => {
  const root = create().ele(NFE_NAMESPACE, "protNFe", { versao: NFE_VERSION });
  const inf = root.ele("infProt");
  inf.ele("tpAmb").txt(fields.tpAmb);
  inf.ele("verAplic").txt(VER_APLIC);
  inf.ele("chNFe").txt(fields.accessKey);
  inf.ele("dhRecbto").txt(fields.receivedAt);
  if (fields.protocol !== null) inf.ele("nProt").txt(fields.protocol);
  if (fields.digest !== "") inf.ele("digVal").txt(fields.digest);
  inf.ele("cStat").txt(fields.cStat);
  inf.ele("xMotivo").txt(fields.xMotivo);
  return root.end({ headless: true });
};

const retEnviNfeXml = (
  fields: {
    readonly tpAmb: string;
    readonly cUF: number;
    readonly receivedAt: string;
  } & SefazRejection,
  protNfe: string,
): string =>
  `<retEnviNFe xmlns="${NFE_NAMESPACE}" versao="${NFE_VERSION}"><tpAmb>${fields.tpAmb}</tpAmb>` +
  `<verAplic>${VER_APLIC}</verAplic><cStat>${fields.cStat}</cStat><xMotivo>${fields.xMotivo}</xMotivo>` +
  `<cUF>${fields.cUF}</cUF><dhRecbto>${fields.receivedAt}</dhRecbto>${protNfe}</retEnviNFe>`;

const escapeText = (text: string): string =>
  text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;");

/** 1, the UF, the year and 10 digits: the shape of SEFAZ authorisation protocols (15 digits). */
const protocolNumber = (cUF: number, now: Date): string =>
  `1${String(cUF).padStart(2, "0")}${String(now.getUTCFullYear() % 100).padStart(2, "0")}${String(randomInt(0, 10_000_000_000)).padStart(10, "0")}`;

const numberId = (number: NfeNumberRef): string =>
  `${number.environment}|${number.issuer}|${number.serie}|${number.nNF}`;

/**
 * The sandbox's authorisation: answers like SEFAZ homologation (NFeAutorizacao4, indSinc 1).
 * Schema failures (215) answer for the whole batch; every other outcome is the NF-e's protNFe:
 * 100 with a protocol number and the nfeProc, or the first rule it breaks (sandbox-rules.ts),
 * then duplicates: 204 for a key already authorised, 539 for its number under another key.
 */
export const makeSandboxAuthorize = (options: SefazSandboxOptions) => {
  const authorized = new Map<string, NfeAccessKey>();
  const now = options.now ?? (() => new Date());
  const lookup = options.findAuthorizedKey ?? (() => Effect.succeed(null));
  return (request: NfeAuthorization): Effect.Effect<NfeAuthorizationResult, SefazUnavailable> =>
    Effect.gen(function* () {
      const receivedAt = now();
      const cUF = ufIbgeCode(request.uf);
      const dhRecbto = nfeDateTime(receivedAt, request.uf);
      const tpAmb = request.environment === "production" ? "1" : "2";
      const answer = (
        outcome: SefazRejection,
        protocol: string | null,
        document: { readonly accessKey: string; readonly digest: string } | null,
      ): NfeAuthorizationResult => {
        const protNfe =
          document === null
            ? ""
            : protNfeXml({ ...outcome, tpAmb, receivedAt: dhRecbto, protocol, ...document });
        const lot = document === null ? outcome : { cStat: "104", xMotivo: "Lote processado" };
        return {
          answer: {
            cStat: outcome.cStat,
            xMotivo: outcome.xMotivo,
            protocol,
            authorizedAt: protocol === null ? null : receivedAt.toISOString(),
          },
          nfeProcXml: protocol === null ? null : nfeProcXml(request.signedXml, protNfe),
          responseXml: retEnviNfeXml(
            { ...lot, xMotivo: escapeText(lot.xMotivo), tpAmb, cUF, receivedAt: dhRecbto },
            protNfe,
          ),
        };
      };

      const schema = yield* Effect.tryPromise({
        try: () => validateNfeSchema(request.signedXml, options.schemaDirectory),
        catch: (error) =>
          new SefazUnavailable({ reason: `schema validation failed: ${String(error)}` }),
      });
      if (!schema.valid) {
        const detail = schema.errors[0]?.replace(/^-:\d+: /u, "") ?? "";
        return answer(
          { cStat: "215", xMotivo: `Rejeição: Falha no schema XML ${detail}`.trim() },
          null,
          null,
        );
      }

      const nfe = readNfeXml(request.signedXml);
      const signature = verifyNfeSignature(request.signedXml);
      const certificate = signature.valid
        ? readCertificatePem(
            `-----BEGIN CERTIFICATE-----\n${signature.certificateBase64}\n-----END CERTIFICATE-----`,
          )
        : null;
      const document = { accessKey: nfe.accessKey(), digest: nfe.digestValue() };
      const rejection = sandboxRejection(nfe, {
        uf: request.uf,
        environment: request.environment,
        now: receivedAt,
        signature,
        certificate,
      });
      if (rejection !== undefined) return answer(rejection, null, document);

      const number: NfeNumberRef = {
        environment: request.environment,
        issuer: nfe.text("emit", "CNPJ") || nfe.text("emit", "CPF"),
        serie: Number(nfe.text("ide", "serie")),
        nNF: Number(nfe.text("ide", "nNF")),
      };
      const earlier = authorized.get(numberId(number)) ?? (yield* lookup(number));
      if (earlier === document.accessKey) {
        return answer({ cStat: "204", xMotivo: "Rejeição: Duplicidade de NF-e" }, null, document);
      }
      if (earlier !== null) {
        return answer(
          {
            cStat: "539",
            xMotivo: `Rejeição: Duplicidade de NF-e com diferença na Chave de Acesso [chNFe: ${earlier}]`,
          },
          null,
          document,
        );
      }
      authorized.set(numberId(number), document.accessKey as NfeAccessKey);
      return answer(
        { cStat: "100", xMotivo: AUTHORIZED },
        protocolNumber(cUF, receivedAt),
        document,
      );
    });
};

/** Answer of the sandbox's NFeStatusServico4: always in operation. */
const IN_OPERATION = { cStat: "107", xMotivo: "Serviço em Operação" } as const;

/** The Sefaz port answering like SEFAZ homologation, in process and always available. */
export const sefazSandboxLayer = (options: SefazSandboxOptions) =>
  Layer.sync(Sefaz, () =>
    Sefaz.of({
      authorize: makeSandboxAuthorize(options),
      ...makeSandboxEvents(options),
      serviceStatus: () => Effect.succeed(IN_OPERATION),
    }),
  );
