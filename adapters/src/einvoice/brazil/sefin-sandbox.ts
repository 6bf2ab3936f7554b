import { randomInt } from "node:crypto";
import {
  dpsId,
  ibgeMunicipality,
  NFSE_NAMESPACE,
  nfeAccessKeyCheckDigit,
  nfeDateTime,
  nfeMoney,
  SefinNacional,
  type UfCode,
} from "@invoicing/core";
import { DOMParser } from "@xmldom/xmldom";
import { Layer, Result } from "effect";
import { create } from "xmlbuilder2";
import { readPfx } from "./nfe-certificate.ts";
import { validateNfseSchema } from "./nfse-schema-validation.ts";
import { makeSefinClient } from "./sefin-client.ts";
import { SEFIN_SANDBOX_CODES, type SefinSandboxCode } from "./sefin-sandbox-codes.ts";
import {
  fromGzipBase64,
  type SefinResponse,
  type SefinTransport,
  toGzipBase64,
} from "./sefin-transport.ts";
import { signOver } from "./sign-nfe.ts";
import { sandboxCertificate } from "./test-certificate.ts";
import { verifyEnvelopedSignature } from "./verify-nfe-signature.ts";

/** What the national registry (CNC) knows of a provider: the NFS-e's emitter block. */
export interface NfseRegistryEntry {
  readonly name: string;
  readonly street: string;
  readonly number: string;
  readonly complement: string | null;
  readonly district: string;
  readonly municipalityCode: string;
  readonly uf: UfCode;
  readonly cep: string;
}

/** An NFS-e the sandbox issued, now or before a restart. */
export interface SandboxIssuedNfse {
  readonly accessKey: string;
  readonly nfseXml: string;
  readonly cancelled: boolean;
}

/** What the sandbox knows beyond its memory: the server's records, so answers hold across restarts. */
export interface SefinSandboxLedger {
  readonly byDps: (dpsId: string) => Promise<SandboxIssuedNfse | null>;
  readonly byKey: (accessKey: string) => Promise<SandboxIssuedNfse | null>;
}

/** How the sandbox is set up. */
export interface SefinSandboxOptions {
  /** The NFS-e v1.01 schema folder. */
  readonly schemaDirectory: string;
  /** The provider's registration, from the seller's settings (the real API reads its CNC). */
  readonly registry: (cnpj: string) => Promise<NfseRegistryEntry | null>;
  readonly ledger?: SefinSandboxLedger;
  readonly now?: () => Date;
}

const VER_APLIC = "SefinNac_Sandbox_1.0";
// Where a signed document goes in verbatim: xmlbuilder2 would re-serialise it.
const PLACEHOLDER = "verbatim";
const EMPTY_LEDGER: SefinSandboxLedger = {
  byDps: async () => null,
  byKey: async () => null,
};
// The sandbox's own signing identity, standing for the Sefin's server certificate.
const SEFIN_HOLDER = { companyName: "SEFIN NACIONAL SANDBOX", cnpj: "00394460005887" };

const parse = (xml: string): Document | null => {
  let failed = false;
  const fail = () => {
    failed = true;
  };
  const document = new DOMParser({
    errorHandler: { warning: () => {}, error: fail, fatalError: fail },
  }).parseFromString(xml, "text/xml");
  return failed ? null : document;
};

const field = (document: Document, name: string): string =>
  document.getElementsByTagNameNS(NFSE_NAMESPACE, name).item(0)?.textContent?.trim() ?? "";

const withoutDeclaration = (xml: string): string => xml.replace(/^\s*<\?xml[^>]*\?>\s*/u, "");

const json = (status: number, body: Readonly<Record<string, unknown>>): SefinResponse => ({
  status,
  body: JSON.stringify(body),
});

/**
 * The Sefin Nacional of produção restrita, in process, behind the same HTTP paths and JSON bodies
 * as the real one (docs/PRODUCT-RULES.md#nfs-e): POST /nfse checks the DPS's schema (E1235), its
 * signature (E0714), the environment (E0010), its Id against its fields (E0004), a DPS already
 * turned into an NFS-e (E0008) and the provider's registration (E0116), then issues a signed
 * NFS-e embedding the DPS as sent; GET and HEAD /dps/{id} find it again; POST
 * /nfse/{key}/eventos registers a cancellation (e101101) after the same checks, refusing an
 * unknown NFS-e (E0840), a second cancellation (E0841), a key differing from the path (E0842) and
 * an author other than the provider (E0843).
 */
export const makeSefinSandbox = (options: SefinSandboxOptions): SefinTransport => {
  const now = options.now ?? (() => new Date());
  const ledger = options.ledger ?? EMPTY_LEDGER;
  const issuedByDps = new Map<string, SandboxIssuedNfse>();
  const issuedByKey = new Map<string, SandboxIssuedNfse>();
  const numbers = new Map<string, number>();
  const sefin = () => {
    const { pfx, password } = sandboxCertificate(SEFIN_HOLDER, now());
    return Result.getOrThrow(readPfx(pfx, password));
  };

  const envelope = (processedAt: string) => ({
    tipoAmbiente: 2,
    versaoAplicativo: VER_APLIC,
    dataHoraProcessamento: processedAt,
  });
  const reject = (
    status: number,
    processedAt: string,
    rejection: SefinSandboxCode,
    complement: string | null,
    extra: Readonly<Record<string, unknown>> = {},
  ): SefinResponse =>
    json(status, {
      ...envelope(processedAt),
      ...extra,
      erros: [
        { codigo: rejection.code, descricao: rejection.description, complemento: complement },
      ],
    });

  const findByDps = async (id: string) => issuedByDps.get(id) ?? (await ledger.byDps(id));
  const findByKey = async (key: string) => issuedByKey.get(key) ?? (await ledger.byKey(key));

  const readPayload = (body: string | null, name: string): string | null => {
    try {
      const value: unknown = JSON.parse(body ?? "")[name];
      return typeof value === "string" ? fromGzipBase64(value) : null;
    } catch {
      return null;
    }
  };

  const issue = async (body: string | null): Promise<SefinResponse> => {
    const processedAt = nfeDateTime(now(), "DF");
    const xml = readPayload(body, "dpsXmlGZipB64");
    const document = xml === null ? null : parse(xml);
    if (xml === null || document === null) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.unreadable, null);
    }
    const id =
      document.getElementsByTagNameNS(NFSE_NAMESPACE, "infDPS").item(0)?.getAttribute("Id") ?? "";
    const idField = { idDPS: id };
    const schema = await validateNfseSchema(xml, options.schemaDirectory, "DPS_v1.01.xsd");
    if (!schema.valid) {
      return reject(
        400,
        processedAt,
        SEFIN_SANDBOX_CODES.schema,
        schema.errors[0] ?? null,
        idField,
      );
    }
    const signature = verifyEnvelopedSignature(xml, NFSE_NAMESPACE, "infDPS");
    if (!signature.valid) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.signature, signature.reason, idField);
    }
    if (field(document, "tpAmb") !== "2") {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.environment, "tpAmb", idField);
    }
    const cnpj = field(document, "CNPJ");
    const cLocEmi = field(document, "cLocEmi");
    const serie = field(document, "serie");
    const expected = dpsId({
      cLocEmi,
      issuer: { kind: "cnpj", value: cnpj },
      serie,
      nDPS: Number(field(document, "nDPS")),
    });
    if (id !== expected) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.wrongId, expected, idField);
    }
    const earlier = await findByDps(id);
    if (earlier !== null) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.duplicate, earlier.accessKey, idField);
    }
    const provider = await options.registry(cnpj);
    if (provider === null) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.unknownProvider, cnpj, idField);
    }
    const nNFSe = (numbers.get(cnpj) ?? 0) + 1;
    numbers.set(cnpj, nNFSe);
    const aamm = processedAt.slice(2, 4) + processedAt.slice(5, 7);
    const payload = `${cLocEmi}22${cnpj}${String(nNFSe).padStart(13, "0")}${aamm}${String(randomInt(1e9)).padStart(9, "0")}`;
    const accessKey = `${payload}${nfeAccessKeyCheckDigit(payload)}`;
    const nfseXml = signOver(
      nfseXmlOf({
        document,
        dps: withoutDeclaration(xml),
        accessKey,
        nNFSe,
        processedAt,
        provider,
      }),
      sefin(),
      "//*[local-name(.)='infNFSe']",
    );
    const issued = { accessKey, nfseXml, cancelled: false };
    issuedByDps.set(id, issued);
    issuedByKey.set(accessKey, issued);
    return json(201, {
      ...envelope(processedAt),
      idDps: id,
      chaveAcesso: accessKey,
      nfseXmlGZipB64: toGzipBase64(nfseXml),
      alertas: [],
    });
  };

  const registerEvent = async (key: string, body: string | null): Promise<SefinResponse> => {
    const processedAt = nfeDateTime(now(), "DF");
    const xml = readPayload(body, "pedidoRegistroEventoXmlGZipB64");
    const document = xml === null ? null : parse(xml);
    if (xml === null || document === null) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.unreadable, null);
    }
    const schema = await validateNfseSchema(xml, options.schemaDirectory, "pedRegEvento_v1.01.xsd");
    if (!schema.valid) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.schema, schema.errors[0] ?? null);
    }
    const signature = verifyEnvelopedSignature(xml, NFSE_NAMESPACE, "infPedReg");
    if (!signature.valid) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.signature, signature.reason);
    }
    if (field(document, "chNFSe") !== key) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.keyMismatch, key);
    }
    const nfse = await findByKey(key);
    if (nfse === null) return reject(404, processedAt, SEFIN_SANDBOX_CODES.unknownNfse, key);
    if (field(document, "CNPJAutor") !== key.slice(9, 23)) {
      return reject(400, processedAt, SEFIN_SANDBOX_CODES.authorNotProvider, null);
    }
    if (nfse.cancelled) return reject(400, processedAt, SEFIN_SANDBOX_CODES.alreadyCancelled, key);
    const eventType = "101101";
    const root = create().ele(NFSE_NAMESPACE, "evento", { versao: "1.01" });
    const info = root.ele("infEvento", { Id: `EVT${key}${eventType}001` });
    info.ele("verAplic").txt(VER_APLIC);
    info.ele("ambGer").txt("2");
    info.ele("nSeqEvento").txt("1");
    info.ele("dhProc").txt(processedAt);
    info.ele("nDFSe").txt(String(Number(key.slice(23, 36))));
    info.ele(PLACEHOLDER);
    const eventXml = signOver(
      root.end({ headless: true }).replace(`<${PLACEHOLDER}/>`, withoutDeclaration(xml)),
      sefin(),
      "//*[local-name(.)='infEvento']",
    );
    const cancelled = { ...nfse, cancelled: true };
    issuedByKey.set(key, cancelled);
    for (const [dps, known] of issuedByDps) {
      if (known.accessKey === key) issuedByDps.set(dps, cancelled);
    }
    return json(201, { ...envelope(processedAt), eventoXmlGZipB64: toGzipBase64(eventXml) });
  };

  return async (call) => {
    const path = call.path.split("/").filter((part) => part !== "");
    if (call.method === "POST" && path.length === 1 && path[0] === "nfse") return issue(call.body);
    if (
      call.method === "POST" &&
      path.length === 3 &&
      path[0] === "nfse" &&
      path[2] === "eventos"
    ) {
      return registerEvent(path[1] ?? "", call.body);
    }
    if (
      (call.method === "GET" || call.method === "HEAD") &&
      path.length === 2 &&
      path[0] === "dps"
    ) {
      const found = await findByDps(path[1] ?? "");
      const processedAt = nfeDateTime(now(), "DF");
      return found === null
        ? reject(404, processedAt, SEFIN_SANDBOX_CODES.unknownNfse, path[1] ?? null)
        : json(200, { ...envelope(processedAt), idDps: path[1], chaveAcesso: found.accessKey });
    }
    if (call.method === "GET" && path.length === 2 && path[0] === "nfse") {
      const found = await findByKey(path[1] ?? "");
      const processedAt = nfeDateTime(now(), "DF");
      return found === null
        ? reject(404, processedAt, SEFIN_SANDBOX_CODES.unknownNfse, path[1] ?? null)
        : json(200, {
            ...envelope(processedAt),
            chaveAcesso: found.accessKey,
            nfseXmlGZipB64: toGzipBase64(found.nfseXml),
          });
    }
    return json(404, {
      erros: [{ codigo: "404", descricao: "Caminho desconhecido", complemento: call.path }],
    });
  };
};

/** What the sandbox writes into an NFS-e. */
interface NfseFields {
  readonly document: Document;
  readonly dps: string;
  readonly accessKey: string;
  readonly nNFSe: number;
  readonly processedAt: string;
  readonly provider: NfseRegistryEntry;
}

// Where the municipality supplies no rate in the sandbox, the LC 116 minimum applies.
const SANDBOX_ISS_RATE = 200;

/**
 * The unsigned NFS-e the sandbox issues: the provider's registration as emitter, the ISS computed
 * from the declared rate (or 2 %), withheld when the DPS says so (a MEI's note carries no ISS and
 * cStat 107), and the DPS as sent.
 */
const nfseXmlOf = (fields: NfseFields): string => {
  const { document, provider } = fields;
  const amount = Math.round(Number(field(document, "vServ")) * 100);
  const mei = field(document, "opSimpNac") === "2";
  const declared = field(document, "pAliq");
  const rate = declared === "" ? SANDBOX_ISS_RATE : Math.round(Number(declared) * 100);
  const iss = mei ? 0 : Math.round((amount * rate) / 10_000);
  const withheld = field(document, "tpRetISSQN") === "2" ? iss : 0;
  const place = field(document, "cLocPrestacao");
  const placeName = ibgeMunicipality(place)?.name ?? place;
  const root = create().ele(NFSE_NAMESPACE, "NFSe", { versao: "1.01" });
  const info = root.ele("infNFSe", { Id: `NFS${fields.accessKey}` });
  info.ele("xLocEmi").txt(ibgeMunicipality(field(document, "cLocEmi"))?.name ?? placeName);
  info.ele("xLocPrestacao").txt(placeName);
  info.ele("nNFSe").txt(String(fields.nNFSe));
  info.ele("cLocIncid").txt(place);
  info.ele("xLocIncid").txt(placeName);
  const code = field(document, "cTribNac");
  info
    .ele("xTribNac")
    .txt(`Subitem ${code.slice(0, 2)}.${code.slice(2, 4)}.${code.slice(4)} da lista nacional`);
  info.ele("verAplic").txt(VER_APLIC);
  info.ele("ambGer").txt("2");
  info.ele("tpEmis").txt("1");
  info.ele("procEmi").txt("1");
  info.ele("cStat").txt(mei ? "107" : "100");
  info.ele("dhProc").txt(fields.processedAt);
  info.ele("nDFSe").txt(String(fields.nNFSe));
  const emit = info.ele("emit");
  emit.ele("CNPJ").txt(field(document, "CNPJ"));
  const im = field(document, "IM");
  if (im !== "") emit.ele("IM").txt(im);
  emit.ele("xNome").txt(provider.name);
  const address = emit.ele("enderNac");
  address.ele("xLgr").txt(provider.street);
  address.ele("nro").txt(provider.number);
  if (provider.complement !== null) address.ele("xCpl").txt(provider.complement);
  address.ele("xBairro").txt(provider.district);
  address.ele("cMun").txt(provider.municipalityCode);
  address.ele("UF").txt(provider.uf);
  address.ele("CEP").txt(provider.cep);
  const values = info.ele("valores");
  if (!mei) {
    values.ele("vBC").txt(nfeMoney(amount));
    values.ele("pAliqAplic").txt(nfeMoney(rate));
    values.ele("vISSQN").txt(nfeMoney(iss));
  }
  values.ele("vTotalRet").txt(nfeMoney(withheld));
  values.ele("vLiq").txt(nfeMoney(amount - withheld));
  info.ele(PLACEHOLDER);
  // The DPS goes in as it was signed, so its own signature still verifies inside the NFS-e.
  return root.end({ headless: true }).replace(`<${PLACEHOLDER}/>`, fields.dps);
};

/** The sandbox as the `SefinNacional` port, both environments answered by produção restrita. */
export const sefinSandboxLayer = (options: SefinSandboxOptions): Layer.Layer<SefinNacional> => {
  const sandbox = makeSefinSandbox(options);
  return Layer.succeed(
    SefinNacional,
    makeSefinClient(() => sandbox),
  );
};
