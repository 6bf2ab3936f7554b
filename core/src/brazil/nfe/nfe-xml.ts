import { create } from "xmlbuilder2";
import { nfeMoney, nfeQuantity, nfeRate } from "./nfe-decimal.ts";
import type {
  NfeAddress,
  NfeContribution,
  NfeDocument,
  NfeIcms,
  NfeItem,
  NfeTaxpayerId,
  NfeTotals,
} from "./nfe-document.ts";

/** The NF-e namespace, of every element but the signature. */
export const NFE_NAMESPACE = "http://www.portalfiscal.inf.br/nfe";
/** The layout version this builder writes. */
export const NFE_VERSION = "4.00";

type Builder = ReturnType<typeof create>;

/** Appends `<name>text</name>` and returns the parent, for chaining. */
const leaf = (parent: Builder, name: string, text: string | number): Builder =>
  parent.ele(name).txt(String(text)).up();

const optionalLeaf = (parent: Builder, name: string, text: string | null): Builder =>
  text === null ? parent : leaf(parent, name, text);

const taxpayerId = (parent: Builder, id: NfeTaxpayerId): Builder =>
  leaf(parent, id.kind === "cnpj" ? "CNPJ" : "CPF", id.value);

const address = (parent: Builder, name: string, value: NfeAddress): void => {
  const node = parent.ele(name);
  leaf(node, "xLgr", value.street);
  leaf(node, "nro", value.number);
  optionalLeaf(node, "xCpl", value.complement);
  leaf(node, "xBairro", value.district);
  leaf(node, "cMun", value.municipalityCode);
  leaf(node, "xMun", value.municipalityName);
  leaf(node, "UF", value.uf);
  optionalLeaf(node, "CEP", value.cep);
  leaf(node, "cPais", "1058");
  leaf(node, "xPais", "Brasil");
  optionalLeaf(node, "fone", value.phone);
};

const ide = (parent: Builder, nfe: NfeDocument): void => {
  const node = parent.ele("ide");
  leaf(node, "cUF", nfe.cUF);
  leaf(node, "cNF", nfe.cNF);
  leaf(node, "natOp", nfe.natOp);
  leaf(node, "mod", "55");
  leaf(node, "serie", nfe.serie);
  leaf(node, "nNF", nfe.nNF);
  leaf(node, "dhEmi", nfe.dhEmi);
  leaf(node, "tpNF", "1");
  leaf(node, "idDest", nfe.idDest);
  leaf(node, "cMunFG", nfe.cMunFG);
  leaf(node, "tpImp", "1");
  leaf(node, "tpEmis", "1");
  leaf(node, "cDV", nfe.cDV);
  leaf(node, "tpAmb", nfe.tpAmb);
  leaf(node, "finNFe", "1");
  leaf(node, "indFinal", nfe.indFinal);
  // 9: not in person, by other means: an invoice is sent, not rung up at a counter.
  leaf(node, "indPres", "9");
  leaf(node, "procEmi", "0");
  leaf(node, "verProc", nfe.verProc);
};

const emit = (parent: Builder, nfe: NfeDocument): void => {
  const node = parent.ele("emit");
  const { issuer } = nfe;
  taxpayerId(node, issuer.id);
  leaf(node, "xNome", issuer.name);
  address(node, "enderEmit", issuer.address);
  leaf(node, "IE", issuer.ie);
  optionalLeaf(node, "IM", issuer.im);
  leaf(node, "CRT", issuer.crt);
};

const dest = (parent: Builder, nfe: NfeDocument): void => {
  const node = parent.ele("dest");
  const { recipient } = nfe;
  taxpayerId(node, recipient.id);
  leaf(node, "xNome", recipient.name);
  address(node, "enderDest", recipient.address);
  leaf(node, "indIEDest", recipient.indIEDest);
  optionalLeaf(node, "IE", recipient.ie);
  optionalLeaf(node, "email", recipient.email);
};

const icms = (parent: Builder, value: NfeIcms): void => {
  const group = parent.ele("ICMS").ele(value.kind);
  leaf(group, "orig", "0");
  if (value.kind === "ICMSSN102") {
    leaf(group, "CSOSN", value.csosn);
  } else if (value.kind === "ICMS40") {
    leaf(group, "CST", value.cst);
  } else {
    leaf(group, "CST", "00");
    leaf(group, "modBC", "3");
    leaf(group, "vBC", nfeMoney(value.base));
    leaf(group, "pICMS", nfeRate(value.rate));
    leaf(group, "vICMS", nfeMoney(value.amount));
  }
};

const contribution = (parent: Builder, tax: "PIS" | "COFINS", value: NfeContribution): void => {
  const group = parent.ele(tax).ele(`${tax}${value.kind}`);
  leaf(group, "CST", value.cst);
  const [base, rate, amount] =
    value.kind === "Aliq" ? [value.base, value.rate, value.amount] : [0, 0, 0];
  leaf(group, "vBC", nfeMoney(base));
  leaf(group, `p${tax}`, nfeRate(rate));
  leaf(group, `v${tax}`, nfeMoney(amount));
};

const ibsCbs = (parent: Builder, item: NfeItem): void => {
  const value = item.ibsCbs;
  if (value === null) return;
  const node = parent.ele("IBSCBS");
  leaf(node, "CST", value.cst);
  leaf(node, "cClassTrib", value.classification);
  const group = node.ele("gIBSCBS");
  leaf(group, "vBC", nfeMoney(value.base));
  const uf = group.ele("gIBSUF");
  leaf(uf, "pIBSUF", nfeRate(value.ibsUfRate));
  leaf(uf, "vIBSUF", nfeMoney(value.ibsUf));
  const municipality = group.ele("gIBSMun");
  leaf(municipality, "pIBSMun", nfeRate(value.ibsMunRate));
  leaf(municipality, "vIBSMun", nfeMoney(value.ibsMun));
  leaf(group, "vIBS", nfeMoney(value.ibsUf + value.ibsMun));
  const cbs = group.ele("gCBS");
  leaf(cbs, "pCBS", nfeRate(value.cbsRate));
  leaf(cbs, "vCBS", nfeMoney(value.cbs));
};

const det = (parent: Builder, item: NfeItem): void => {
  const node = parent.ele("det", { nItem: String(item.number) });
  const prod = node.ele("prod");
  leaf(prod, "cProd", item.code);
  leaf(prod, "cEAN", "SEM GTIN");
  leaf(prod, "xProd", item.description);
  leaf(prod, "NCM", item.ncm);
  leaf(prod, "CFOP", item.cfop);
  leaf(prod, "uCom", item.unit);
  leaf(prod, "qCom", nfeQuantity(item.quantity));
  leaf(prod, "vUnCom", item.unitValue);
  leaf(prod, "vProd", nfeMoney(item.total));
  leaf(prod, "cEANTrib", "SEM GTIN");
  leaf(prod, "uTrib", item.unit);
  leaf(prod, "qTrib", nfeQuantity(item.quantity));
  leaf(prod, "vUnTrib", item.unitValue);
  if (item.discount > 0) leaf(prod, "vDesc", nfeMoney(item.discount));
  leaf(prod, "indTot", "1");
  const imposto = node.ele("imposto");
  icms(imposto, item.icms);
  contribution(imposto, "PIS", item.pis);
  contribution(imposto, "COFINS", item.cofins);
  ibsCbs(imposto, item);
};

const ibsCbsTotals = (parent: Builder, totals: NfeTotals): void => {
  const value = totals.ibsCbs;
  if (value === null) return;
  const zero = nfeMoney(0);
  const node = parent.ele("IBSCBSTot");
  leaf(node, "vBCIBSCBS", nfeMoney(value.base));
  const ibs = node.ele("gIBS");
  const uf = ibs.ele("gIBSUF");
  leaf(leaf(leaf(uf, "vDif", zero), "vDevTrib", zero), "vIBSUF", nfeMoney(value.ibsUf));
  const municipality = ibs.ele("gIBSMun");
  leaf(leaf(leaf(municipality, "vDif", zero), "vDevTrib", zero), "vIBSMun", nfeMoney(value.ibsMun));
  leaf(ibs, "vIBS", nfeMoney(value.ibsUf + value.ibsMun));
  leaf(leaf(ibs, "vCredPres", zero), "vCredPresCondSus", zero);
  const cbs = node.ele("gCBS");
  leaf(leaf(leaf(cbs, "vDif", zero), "vDevTrib", zero), "vCBS", nfeMoney(value.cbs));
  leaf(leaf(cbs, "vCredPres", zero), "vCredPresCondSus", zero);
};

const total = (parent: Builder, totals: NfeTotals): void => {
  const node = parent.ele("total");
  const icmsTot = node.ele("ICMSTot");
  const zero = nfeMoney(0);
  const figures: ReadonlyArray<readonly [string, string]> = [
    ["vBC", nfeMoney(totals.icmsBase)],
    ["vICMS", nfeMoney(totals.icms)],
    ["vICMSDeson", zero],
    ["vFCP", zero],
    ["vBCST", zero],
    ["vST", zero],
    ["vFCPST", zero],
    ["vFCPSTRet", zero],
    ["vProd", nfeMoney(totals.products)],
    ["vFrete", zero],
    ["vSeg", zero],
    ["vDesc", nfeMoney(totals.discount)],
    ["vII", zero],
    ["vIPI", zero],
    ["vIPIDevol", zero],
    ["vPIS", nfeMoney(totals.pis)],
    ["vCOFINS", nfeMoney(totals.cofins)],
    ["vOutro", zero],
    ["vNF", nfeMoney(totals.invoice)],
  ];
  for (const [name, value] of figures) leaf(icmsTot, name, value);
  ibsCbsTotals(node, totals);
};

const cobr = (parent: Builder, nfe: NfeDocument): void => {
  const billing = nfe.billing;
  if (billing === null) return;
  const node = parent.ele("cobr");
  const fat = node.ele("fat");
  leaf(fat, "nFat", billing.number);
  leaf(fat, "vOrig", nfeMoney(billing.amount));
  leaf(fat, "vDesc", nfeMoney(0));
  leaf(fat, "vLiq", nfeMoney(billing.amount));
  const dup = node.ele("dup");
  leaf(dup, "nDup", "001");
  leaf(dup, "dVenc", billing.dueDate);
  leaf(dup, "vDup", nfeMoney(billing.amount));
};

const pag = (parent: Builder, nfe: NfeDocument): void => {
  const detPag = parent.ele("pag").ele("detPag");
  leaf(detPag, "indPag", nfe.payment.indPag);
  leaf(detPag, "tPag", nfe.payment.tPag);
  leaf(detPag, "vPag", nfeMoney(nfe.payment.amount));
};

const infRespTec = (parent: Builder, nfe: NfeDocument): void => {
  const responsible = nfe.technicalResponsible;
  if (responsible === null) return;
  const node = parent.ele("infRespTec");
  leaf(node, "CNPJ", responsible.cnpj);
  leaf(node, "xContato", responsible.contact);
  leaf(node, "email", responsible.email);
  leaf(node, "fone", responsible.phone);
};

/**
 * The unsigned NF-e XML: `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00"
 * Id="NFe{key}">` with its groups in the layout's order, no XML declaration and no whitespace
 * between elements (whitespace would change what the signature digests).
 */
export const nfeXml = (nfe: NfeDocument): string => {
  const root = create().ele(NFE_NAMESPACE, "NFe");
  const inf = root.ele("infNFe", { versao: NFE_VERSION, Id: `NFe${nfe.accessKey}` });
  ide(inf, nfe);
  emit(inf, nfe);
  dest(inf, nfe);
  for (const item of nfe.items) det(inf, item);
  total(inf, nfe.totals);
  inf.ele("transp").ele("modFrete").txt("9");
  cobr(inf, nfe);
  pag(inf, nfe);
  if (nfe.additionalInfo !== null) inf.ele("infAdic").ele("infCpl").txt(nfe.additionalInfo);
  infRespTec(inf, nfe);
  return root.end({ headless: true });
};
