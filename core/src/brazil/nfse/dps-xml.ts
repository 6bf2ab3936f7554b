import { create } from "xmlbuilder2";
import { nfeMoney, nfeRate } from "../nfe/nfe-decimal.ts";
import type { DpsDocument, DpsTaker } from "./dps-document.ts";

/** The NFS-e namespace, of every element but the signature. */
export const NFSE_NAMESPACE = "http://www.sped.fazenda.gov.br/nfse";
/** The layout version this builder writes. */
export const DPS_VERSION = "1.01";

type Builder = ReturnType<typeof create>;

const leaf = (parent: Builder, name: string, text: string | number): Builder =>
  parent.ele(name).txt(String(text)).up();

const optionalLeaf = (parent: Builder, name: string, text: string | null): Builder =>
  text === null ? parent : leaf(parent, name, text);

const prest = (parent: Builder, dps: DpsDocument): void => {
  const node = parent.ele("prest");
  leaf(node, "CNPJ", dps.provider.cnpj);
  optionalLeaf(node, "IM", dps.provider.im);
  const regime = node.ele("regTrib");
  leaf(regime, "opSimpNac", dps.provider.opSimpNac);
  optionalLeaf(regime, "regApTribSN", dps.provider.regApTribSN);
  leaf(regime, "regEspTrib", dps.provider.regEspTrib);
};

const toma = (parent: Builder, taker: DpsTaker): void => {
  const node = parent.ele("toma");
  if (taker.kind === "foreign") {
    if (taker.nif === null) leaf(node, "cNaoNIF", "2");
    else leaf(node, "NIF", taker.nif);
  } else {
    leaf(node, taker.kind === "cnpj" ? "CNPJ" : "CPF", taker.value);
  }
  leaf(node, "xNome", taker.name);
  if (taker.kind !== "foreign" && taker.address !== null) {
    const { address } = taker;
    const end = node.ele("end");
    const endNac = end.ele("endNac");
    leaf(endNac, "cMun", address.municipalityCode);
    leaf(endNac, "CEP", address.cep);
    leaf(end, "xLgr", address.street);
    leaf(end, "nro", address.number);
    optionalLeaf(end, "xCpl", address.complement);
    leaf(end, "xBairro", address.district);
  }
  optionalLeaf(node, "email", taker.email);
};

const serv = (parent: Builder, dps: DpsDocument): void => {
  const node = parent.ele("serv");
  leaf(node.ele("locPrest"), "cLocPrestacao", dps.placeOfService);
  const code = node.ele("cServ");
  leaf(code, "cTribNac", dps.serviceCode);
  leaf(code, "xDescServ", dps.description);
  optionalLeaf(code, "cNBS", dps.nbsCode);
};

const valores = (parent: Builder, dps: DpsDocument): void => {
  const node = parent.ele("valores");
  leaf(node.ele("vServPrest"), "vServ", nfeMoney(dps.amount));
  const trib = node.ele("trib");
  const municipal = trib.ele("tribMun");
  leaf(municipal, "tribISSQN", "1");
  leaf(municipal, "tpRetISSQN", dps.issRetention);
  optionalLeaf(municipal, "pAliq", dps.issRate === null ? null : nfeRate(dps.issRate));
  // No estimate of the total tax burden (Lei 12.741): the DPS allows declaring none.
  leaf(trib.ele("totTrib"), "indTotTrib", "0");
};

const ibsCbs = (parent: Builder, dps: DpsDocument): void => {
  const group = dps.ibsCbs;
  if (group === null) return;
  const node = parent.ele("IBSCBS");
  leaf(node, "finNFSe", "0");
  leaf(node, "indFinal", group.indFinal);
  leaf(node, "cIndOp", group.cIndOp);
  leaf(node, "indDest", "0");
  const classification = node.ele("valores").ele("trib").ele("gIBSCBS");
  leaf(classification, "CST", group.cst);
  leaf(classification, "cClassTrib", group.cClassTrib);
};

/**
 * The unsigned DPS XML: `<DPS versao="1.01" xmlns="http://www.sped.fazenda.gov.br/nfse"><infDPS
 * Id="DPS…">` with its groups in the layout's order, no XML declaration and no whitespace between
 * elements (whitespace would change what the signature digests).
 */
export const dpsXml = (dps: DpsDocument): string => {
  const root = create().ele(NFSE_NAMESPACE, "DPS", { versao: DPS_VERSION });
  const inf = root.ele("infDPS", { Id: dps.id });
  leaf(inf, "tpAmb", dps.tpAmb);
  leaf(inf, "dhEmi", dps.dhEmi);
  leaf(inf, "verAplic", dps.verAplic);
  leaf(inf, "serie", dps.serie);
  leaf(inf, "nDPS", dps.nDPS);
  leaf(inf, "dCompet", dps.dCompet);
  leaf(inf, "tpEmit", "1");
  leaf(inf, "cLocEmi", dps.cLocEmi);
  prest(inf, dps);
  toma(inf, dps.taker);
  serv(inf, dps);
  valores(inf, dps);
  ibsCbs(inf, dps);
  return root.end({ headless: true });
};
