import { formatCnpj, NFSE_NAMESPACE } from "@invoicing/core";
import { DOMParser } from "@xmldom/xmldom";

/** A party as the DANFSe prints it. */
export interface DanfseParty {
  readonly document: string;
  readonly municipalRegistration: string;
  readonly name: string;
  readonly address: string;
  readonly email: string;
}

/** What the DANFSe prints, read from the NFS-e XML, every figure formatted for pt-BR. */
export interface DanfseData {
  readonly accessKey: string;
  readonly number: string;
  readonly status: string;
  readonly processedAt: string;
  readonly competence: string;
  readonly issuedAt: string;
  readonly dps: string;
  readonly homologation: boolean;
  readonly placeOfIssue: string;
  readonly placeOfService: string;
  readonly placeOfIncidence: string;
  readonly provider: DanfseParty;
  readonly taker: DanfseParty | null;
  readonly serviceCode: string;
  readonly serviceName: string;
  readonly nbs: string;
  readonly description: ReadonlyArray<string>;
  readonly withheld: string;
  readonly serviceAmount: string;
  readonly base: string;
  readonly rate: string;
  readonly iss: string;
  readonly retained: string;
  readonly net: string;
  /** CBS and IBS computed by the national system, when the NFS-e carries them. */
  readonly ibsCbs: { readonly cbs: string; readonly ibs: string } | null;
}

const NO_PARTY: DanfseParty = {
  document: "",
  municipalRegistration: "",
  name: "",
  address: "",
  email: "",
};

const STATUS: Readonly<Record<string, string>> = {
  "100": "NFS-e gerada",
  "101": "NFS-e de substituição gerada",
  "102": "NFS-e de decisão judicial",
  "103": "NFS-e avulsa",
  "107": "NFS-e MEI",
};

const WITHHOLDING: Readonly<Record<string, string>> = {
  "1": "Não retido",
  "2": "Retido pelo tomador",
  "3": "Retido pelo intermediário",
};

const child = (scope: Element | null, name: string): Element | null =>
  scope?.getElementsByTagNameNS(NFSE_NAMESPACE, name).item(0) ?? null;

const text = (scope: Element | null, name: string): string =>
  child(scope, name)?.textContent?.trim() ?? "";

/** "1234.50" → "R$ 1.234,50"; "" stays "". */
const money = (value: string): string => {
  if (value === "") return "";
  const [whole = "0", fraction = "00"] = value.split(".");
  return `R$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ".")},${fraction.padEnd(2, "0")}`;
};

/** "2026-11-20T07:00:00-03:00" → "20/11/2026 07:00:00"; "2026-11-20" → "20/11/2026". */
const dateTime = (value: string): string => {
  if (value === "") return "";
  const date = `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;
  return value.length > 10 ? `${date} ${value.slice(11, 19)}` : date;
};

const cpf = (digits: string): string =>
  digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/u, "$1.$2.$3-$4");

const cep = (digits: string): string => digits.replace(/^(\d{5})(\d{3})$/u, "$1-$2");

const addressOf = (end: Element | null): string => {
  if (end === null) return "";
  const street = [text(end, "xLgr"), text(end, "nro"), text(end, "xCpl")].filter(Boolean);
  const place = [text(end, "xBairro"), text(end, "UF"), cep(text(end, "CEP"))].filter(Boolean);
  return [street.join(", "), place.join(" - ")].filter(Boolean).join(" - ");
};

const party = (scope: Element | null, addressElement: string): DanfseParty | null => {
  if (scope === null) return null;
  const cnpj = text(scope, "CNPJ");
  const nif = text(scope, "NIF");
  const document =
    cnpj !== ""
      ? formatCnpj(cnpj)
      : text(scope, "CPF") !== ""
        ? cpf(text(scope, "CPF"))
        : nif !== ""
          ? `NIF ${nif}`
          : "Estrangeiro sem NIF";
  return {
    document,
    municipalRegistration: text(scope, "IM"),
    name: text(scope, "xNome"),
    address: addressOf(child(scope, addressElement)),
    email: text(scope, "email"),
  };
};

/** Reads what the DANFSe prints from the NFS-e as the national API returned it. */
export const danfseData = (nfseXml: string): DanfseData => {
  const document = new DOMParser().parseFromString(nfseXml, "text/xml");
  const info = document.getElementsByTagNameNS(NFSE_NAMESPACE, "infNFSe").item(0);
  const dps = child(info, "infDPS");
  const values = child(info, "valores");
  const code = text(dps, "cTribNac");
  const ibsCbs = child(info, "totCIBS");
  return {
    accessKey: (info?.getAttribute("Id") ?? "").replace(/^NFS/u, ""),
    number: text(info, "nNFSe"),
    status: STATUS[text(info, "cStat")] ?? text(info, "cStat"),
    processedAt: dateTime(text(info, "dhProc")),
    competence: dateTime(text(dps, "dCompet")),
    issuedAt: dateTime(text(dps, "dhEmi")),
    dps: `${text(dps, "serie")} / ${text(dps, "nDPS")}`,
    homologation: text(dps, "tpAmb") === "2",
    placeOfIssue: text(info, "xLocEmi"),
    placeOfService: text(info, "xLocPrestacao"),
    placeOfIncidence: text(info, "xLocIncid"),
    provider: party(child(info, "emit"), "enderNac") ?? NO_PARTY,
    taker: party(child(dps, "toma"), "end"),
    serviceCode: code.replace(/^(\d{2})(\d{2})(\d{2})$/u, "$1.$2.$3"),
    serviceName: text(info, "xTribNac"),
    nbs: text(dps, "cNBS"),
    description: text(dps, "xDescServ").split("\n"),
    withheld: WITHHOLDING[text(dps, "tpRetISSQN")] ?? "",
    serviceAmount: money(text(dps, "vServ")),
    base: money(text(values, "vBC")),
    rate:
      text(values, "pAliqAplic") === "" ? "" : `${text(values, "pAliqAplic").replace(".", ",")} %`,
    iss: money(text(values, "vISSQN")),
    retained: money(text(values, "vTotalRet")),
    net: money(text(values, "vLiq")),
    ibsCbs:
      ibsCbs === null
        ? null
        : { cbs: money(text(ibsCbs, "vCBS")), ibs: money(text(ibsCbs, "vIBSTot")) },
  };
};
