import { DOMParser } from "@xmldom/xmldom";

const NFE = "http://www.portalfiscal.inf.br/nfe";

/** A party block of the DANFE, every field as printed. */
export interface DanfeParty {
  readonly name: string;
  /** CNPJ or CPF, with its mask. */
  readonly document: string;
  readonly ie: string;
  readonly street: string;
  readonly district: string;
  readonly cep: string;
  readonly municipality: string;
  readonly uf: string;
  readonly phone: string;
}

/** One product row. */
export interface DanfeItem {
  readonly code: string;
  readonly description: string;
  readonly ncm: string;
  /** Origin and CST or CSOSN, e.g. 0102 or 000. */
  readonly cst: string;
  readonly cfop: string;
  readonly unit: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly total: string;
  readonly icmsBase: string;
  readonly icms: string;
  readonly icmsRate: string;
}

/** One instalment of the bill. */
export interface DanfeInstallment {
  readonly number: string;
  readonly dueDate: string;
  readonly amount: string;
}

/** Everything a DANFE prints, read from the NF-e (or nfeProc) XML and formatted for pt-BR. */
export interface DanfeData {
  readonly accessKey: string;
  readonly number: string;
  readonly serie: string;
  /** 0 entrada, 1 saída. */
  readonly direction: string;
  readonly natOp: string;
  /** "nProt - dd/mm/aaaa hh:mm:ss", or "" before authorisation. */
  readonly protocol: string;
  readonly homologation: boolean;
  readonly issueDate: string;
  readonly issueTime: string;
  readonly issuer: DanfeParty;
  readonly recipient: DanfeParty;
  readonly im: string;
  readonly installments: ReadonlyArray<DanfeInstallment>;
  readonly paymentNote: string;
  readonly totals: Readonly<Record<string, string>>;
  readonly freight: string;
  readonly items: ReadonlyArray<DanfeItem>;
  readonly additionalInfo: string;
}

const money = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const quantity = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

/** A decimal of the XML in Brazilian form: 1234.5 → 1.234,50; "" stays "". */
export const brazilianAmount = (value: string, places: 2 | 4 = 2): string =>
  value === "" ? "" : (places === 2 ? money : quantity).format(Number(value));

/** 2026-11-20 → 20/11/2026; the time part, if any, is dropped. */
export const brazilianDate = (value: string): string =>
  value === "" ? "" : `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}`;

/** The access key in groups of four, as DANFEs print it. */
export const groupedAccessKey = (key: string): string => key.replace(/(.{4})(?=.)/gu, "$1 ");

const maskedDocument = (cnpj: string, cpf: string): string => {
  if (cnpj !== "") {
    return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
  }
  return cpf === ""
    ? ""
    : `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
};

const cep = (value: string): string =>
  value === "" ? "" : `${value.slice(0, 5)}-${value.slice(5)}`;

const PAYMENT_MEANS: Readonly<Record<string, string>> = {
  "15": "Boleto bancário",
  "16": "Depósito bancário",
  "17": "PIX",
  "18": "Transferência bancária",
  "90": "Sem pagamento",
};

const FREIGHT: Readonly<Record<string, string>> = {
  "0": "0 - Remetente (CIF)",
  "1": "1 - Destinatário (FOB)",
  "2": "2 - Terceiros",
  "9": "9 - Sem Ocorrência de Transporte",
};

/** Reads the DANFE's contents from a signed NF-e or an nfeProc. */
export const danfeData = (xml: string, protocolNumber: string | null): DanfeData => {
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const first = (root: Document | Element, name: string): Element | null =>
    root.getElementsByTagNameNS(NFE, name).item(0);
  const text = (root: Element | null, name: string): string =>
    root === null ? "" : (first(root, name)?.textContent?.trim() ?? "");
  const ide = first(doc, "ide");
  const emit = first(doc, "emit");
  const dest = first(doc, "dest");
  const total = first(doc, "ICMSTot");
  const infProt = first(doc, "infProt");
  const party = (element: Element | null, address: string): DanfeParty => {
    const where = element === null ? null : first(element, address);
    const street = [text(where, "xLgr"), text(where, "nro"), text(where, "xCpl")].filter(Boolean);
    return {
      name: text(element, "xNome"),
      document: maskedDocument(text(element, "CNPJ"), text(element, "CPF")),
      ie: text(element, "IE"),
      street: street.join(", "),
      district: text(where, "xBairro"),
      cep: cep(text(where, "CEP")),
      municipality: text(where, "xMun"),
      uf: text(where, "UF"),
      phone: text(where, "fone"),
    };
  };
  const dhEmi = text(ide, "dhEmi");
  const dhRecbto = text(infProt, "dhRecbto");
  const nProt = protocolNumber ?? text(infProt, "nProt");
  const items = Array.from(doc.getElementsByTagNameNS(NFE, "det")).map((det): DanfeItem => {
    const prod = first(det, "prod");
    const icms = first(det, "ICMS");
    const group = icms?.firstChild as Element | null;
    const cst = text(group, "CSOSN") || text(group, "CST");
    return {
      code: text(prod, "cProd"),
      description: text(prod, "xProd"),
      ncm: text(prod, "NCM"),
      cst: `${text(group, "orig")}${cst}`,
      cfop: text(prod, "CFOP"),
      unit: text(prod, "uCom"),
      quantity: brazilianAmount(text(prod, "qCom"), 4),
      unitPrice: brazilianAmount(text(prod, "vUnCom")),
      total: brazilianAmount(text(prod, "vProd")),
      icmsBase: brazilianAmount(text(group, "vBC") || "0"),
      icms: brazilianAmount(text(group, "vICMS") || "0"),
      icmsRate: brazilianAmount(text(group, "pICMS") || "0"),
    };
  });
  const installments = Array.from(doc.getElementsByTagNameNS(NFE, "dup")).map((dup) => ({
    number: text(dup, "nDup"),
    dueDate: brazilianDate(text(dup, "dVenc")),
    amount: brazilianAmount(text(dup, "vDup")),
  }));
  const detPag = first(doc, "detPag");
  const tPag = text(detPag, "tPag");
  const totals = Object.fromEntries(
    [
      "vBC",
      "vICMS",
      "vBCST",
      "vST",
      "vII",
      "vICMSUFRemet",
      "vFCPUFDest",
      "vProd",
      "vFrete",
      "vSeg",
      "vDesc",
      "vOutro",
      "vIPI",
      "vICMSUFDest",
      "vTotTrib",
      "vNF",
    ].map((name) => [name, brazilianAmount(text(total, name) || "0")]),
  );
  return {
    accessKey: (first(doc, "infNFe")?.getAttribute("Id") ?? "").replace(/^NFe/u, ""),
    number: text(ide, "nNF")
      .padStart(9, "0")
      .replace(/(\d{3})(\d{3})(\d{3})/u, "$1.$2.$3"),
    serie: text(ide, "serie").padStart(3, "0"),
    direction: text(ide, "tpNF"),
    natOp: text(ide, "natOp"),
    protocol:
      nProt === "" ? "" : `${nProt} - ${brazilianDate(dhRecbto)} ${dhRecbto.slice(11, 19)}`.trim(),
    homologation: text(ide, "tpAmb") === "2",
    issueDate: brazilianDate(dhEmi),
    issueTime: dhEmi.slice(11, 19),
    issuer: party(emit, "enderEmit"),
    recipient: party(dest, "enderDest"),
    im: text(emit, "IM"),
    installments,
    paymentNote: `${text(detPag, "indPag") === "1" ? "Pagamento a prazo" : "Pagamento à vista"} - ${PAYMENT_MEANS[tPag] ?? tPag}: R$ ${brazilianAmount(text(detPag, "vPag"))}`,
    totals,
    freight: FREIGHT[text(first(doc, "transp"), "modFrete")] ?? "",
    items,
    additionalInfo: text(first(doc, "infAdic"), "infCpl"),
  };
};
