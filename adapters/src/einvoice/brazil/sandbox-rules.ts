import {
  cfopDestination,
  cfopDirection,
  HOMOLOGATION_RECIPIENT_NAME,
  isValidCnpj,
  type NfeEnvironment,
  nfeAccessKeyRule,
  type UfCode,
  ufIbgeCode,
} from "@invoicing/core";
import type { CertificateInfo } from "./nfe-certificate.ts";
import type { NfeXmlReader } from "./nfe-xml-reader.ts";
import type { NfeSignatureCheck } from "./verify-nfe-signature.ts";

/** A SEFAZ rejection: its cStat and xMotivo as the authorisers write them. */
export interface SefazRejection {
  readonly cStat: string;
  readonly xMotivo: string;
}

const reject = (cStat: string, reason: string): SefazRejection => ({
  cStat,
  xMotivo: `Rejeição: ${reason}`,
});

/** What the rules compare the NF-e with. */
export interface SandboxContext {
  readonly uf: UfCode;
  readonly environment: NfeEnvironment;
  readonly now: Date;
  readonly signature: NfeSignatureCheck;
  readonly certificate: CertificateInfo | null;
}

// SEFAZ accepts a clock a few minutes ahead of its own (NT 2013.004 tolerance).
const FUTURE_TOLERANCE_MS = 5 * 60_000;

const cents = (value: string): number => Math.round(Number(value) * 100);

/** The rejection of a signature that does not hold: 404 prefixed, 297 digest, 298 shape. */
export const signatureRejection = (signature: NfeSignatureCheck): SefazRejection | undefined => {
  if (signature.valid) return undefined;
  if (signature.reason === "prefixed")
    return reject("404", "Uso de prefixo de namespace não permitido");
  if (signature.reason === "digest") return reject("297", "Assinatura difere do calculado");
  return reject("298", "Assinatura difere do padrão do Sistema");
};

const certificateRule = (
  nfe: NfeXmlReader,
  context: SandboxContext,
): SefazRejection | undefined => {
  const { certificate, now } = context;
  if (certificate === null) return reject("290", "Certificado Assinatura inválido");
  if (now < certificate.notBefore || now > certificate.notAfter) {
    return reject("291", "Certificado Assinatura Data Validade");
  }
  const issuer = nfe.text("emit", "CNPJ");
  if (
    certificate.cnpj !== null &&
    issuer !== "" &&
    certificate.cnpj.slice(0, 8) !== issuer.slice(0, 8)
  ) {
    return reject("213", "CNPJ-Base do Emitente difere do CNPJ-Base do Certificado Digital");
  }
  return undefined;
};

const keyRule = (nfe: NfeXmlReader): SefazRejection | undefined => {
  const key = nfe.accessKey();
  const problem = nfeAccessKeyRule(key);
  if (
    problem === "brazil.accesskey.invalidcheckdigit" ||
    nfe.text("ide", "cDV") !== key.slice(43)
  ) {
    return reject("236", "Chave de Acesso com dígito verificador inválido");
  }
  const dhEmi = nfe.text("ide", "dhEmi");
  const issuer = nfe.text("emit", "CNPJ") || nfe.text("emit", "CPF").padStart(14, "0");
  const fields = [
    nfe.text("ide", "cUF").padStart(2, "0"),
    `${dhEmi.slice(2, 4)}${dhEmi.slice(5, 7)}`,
    issuer,
    nfe.text("ide", "mod"),
    nfe.text("ide", "serie").padStart(3, "0"),
    nfe.text("ide", "nNF").padStart(9, "0"),
    nfe.text("ide", "tpEmis"),
    nfe.text("ide", "cNF"),
  ].join("");
  if (problem !== undefined || fields !== key.slice(0, 43)) {
    return reject(
      "502",
      "Erro na Chave de Acesso - Campo Id não corresponde à concatenação dos campos correspondentes",
    );
  }
  return undefined;
};

const issuerRule = (nfe: NfeXmlReader, context: SandboxContext): SefazRejection | undefined => {
  const tpAmb = context.environment === "production" ? "1" : "2";
  if (nfe.text("ide", "tpAmb") !== tpAmb) {
    return reject("252", "Ambiente informado diverge do Ambiente de recebimento");
  }
  if (nfe.text("ide", "cUF") !== String(ufIbgeCode(context.uf))) {
    return reject("226", "Código da UF do Emitente diverge da UF autorizadora");
  }
  const cnpj = nfe.text("emit", "CNPJ");
  if (cnpj !== "" && !isValidCnpj(cnpj)) return reject("207", "CNPJ do emitente inválido");
  const issuedAt = Date.parse(nfe.text("ide", "dhEmi"));
  if (issuedAt > context.now.getTime() + FUTURE_TOLERANCE_MS) {
    return reject("703", "Data-Hora de Emissão posterior ao horário de recebimento");
  }
  return undefined;
};

const recipientRule = (nfe: NfeXmlReader): SefazRejection | undefined => {
  if (
    nfe.text("ide", "tpAmb") === "2" &&
    nfe.text("dest", "xNome") !== HOMOLOGATION_RECIPIENT_NAME
  ) {
    return reject(
      "598",
      "NF-e emitida em ambiente de homologação com Razão Social do destinatário diferente de NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL",
    );
  }
  return undefined;
};

const cfopRule = (nfe: NfeXmlReader): SefazRejection | undefined => {
  const sameUf = nfe.text("enderEmit", "UF") === nfe.text("enderDest", "UF");
  const taxpayer = nfe.text("dest", "indIEDest") === "1";
  for (const cfop of nfe.texts("prod", "CFOP")) {
    if (nfe.text("ide", "tpNF") === "1" && cfopDirection(cfop) === "entrada") {
      return reject("518", "CFOP de entrada para NF-e de saída");
    }
    const internal = cfopDestination(cfop) === "internal";
    if (internal && !sameUf && taxpayer) {
      return reject(
        "521",
        "CFOP de Operação Estadual e UF do emitente difere da UF do destinatário para destinatário contribuinte do ICMS",
      );
    }
    if (!internal && sameUf) {
      return reject("523", "CFOP não é de Operação Estadual e UF emitente igual a UF destinatário");
    }
  }
  return undefined;
};

const sum = (values: ReadonlyArray<string>): number =>
  values.reduce((total, value) => total + cents(value), 0);

const totalsRule = (nfe: NfeXmlReader): SefazRejection | undefined => {
  const total = (name: string): number => cents(nfe.text("ICMSTot", name));
  if (total("vProd") !== sum(nfe.texts("prod", "vProd"))) {
    return reject("564", "Total do Produto / Serviço difere do somatório dos itens");
  }
  if (total("vICMS") !== sum(nfe.texts("ICMS", "vICMS"))) {
    return reject("532", "Total do ICMS difere do somatório dos itens");
  }
  const composed =
    total("vProd") -
    total("vDesc") -
    total("vICMSDeson") +
    total("vST") +
    total("vFCPST") +
    total("vFrete") +
    total("vSeg") +
    total("vOutro") +
    total("vII") +
    total("vIPI") +
    total("vIPIDevol");
  if (total("vNF") !== composed) {
    return reject("610", "Total da NF difere do somatório dos Valores compõe o valor Total da NF.");
  }
  return undefined;
};

/**
 * The checks SEFAZ homologation makes after the schema, in its order: signature (404, 297,
 * 298), certificate (290, 291, 213), environment and authoriser (252, 226), issuer and time
 * (207, 703), access key (236, 502), homologation recipient name (598), CFOP against tpNF and
 * destination (518, 521, 523), totals (564, 532, 610). The first broken rule answers.
 */
export const sandboxRejection = (
  nfe: NfeXmlReader,
  context: SandboxContext,
): SefazRejection | undefined =>
  signatureRejection(context.signature) ??
  certificateRule(nfe, context) ??
  issuerRule(nfe, context) ??
  keyRule(nfe) ??
  recipientRule(nfe) ??
  cfopRule(nfe) ??
  totalsRule(nfe);
