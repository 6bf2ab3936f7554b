import { create } from "xmlbuilder2";
import type { NfeAccessKey } from "../access-key.ts";
import { withoutXmlDeclaration } from "./nfe-envelopes.ts";
import { NFE_EVENT_TYPE, type NfeEventKind, nfeEventId } from "./nfe-event-rules.ts";
import { NFE_NAMESPACE } from "./nfe-xml.ts";

/** Version of the event layouts (cancellation and CC-e) and of their envelopes. */
export const NFE_EVENT_VERSION = "1.00";

/**
 * The conditions of use every CC-e carries, as the schema fixes them (the accent-free form, so the
 * text stays within the ASCII every SEFAZ reads alike).
 */
export const CCE_CONDITIONS =
  "A Carta de Correcao e disciplinada pelo paragrafo 1o-A do art. 7o do Convenio S/N, de 15 de dezembro de 1970 e pode ser utilizada para regularizacao de erro ocorrido na emissao de documento fiscal, desde que o erro nao esteja relacionado com: I - as variaveis que determinam o valor do imposto tais como: base de calculo, aliquota, diferenca de preco, quantidade, valor da operacao ou da prestacao; II - a correcao de dados cadastrais que implique mudanca do remetente ou do destinatario; III - a data de emissao ou de saida.";

/** What an event says about its NF-e. */
export interface NfeEventInput {
  readonly kind: NfeEventKind;
  /** cOrgao: the IBGE code of the issuer's UF, whose authoriser registers the event. */
  readonly cOrgao: number;
  readonly tpAmb: 1 | 2;
  /** The issuer's CNPJ (14 characters). */
  readonly issuer: string;
  readonly accessKey: NfeAccessKey;
  /** dhEvento in the issuer's UF time (`nfeDateTime`). */
  readonly dhEvento: string;
  readonly sequence: number;
  /** Cancellation: the NF-e's authorisation protocol. */
  readonly protocol?: string;
  /** Cancellation: the justification; correction: the correction text (both checked by `eventText`). */
  readonly text: string;
}

/**
 * The unsigned `<evento versao="1.00">` of a cancellation (110111: nProt and xJust) or a CC-e
 * (110110: xCorrecao and xCondUso), without declaration or whitespace, ready to be signed over
 * its infEvento Id.
 */
export const nfeEventXml = (input: NfeEventInput): string => {
  const root = create().ele(NFE_NAMESPACE, "evento", { versao: NFE_EVENT_VERSION });
  const info = root.ele("infEvento", {
    Id: nfeEventId(input.kind, input.accessKey, input.sequence),
  });
  info.ele("cOrgao").txt(String(input.cOrgao).padStart(2, "0"));
  info.ele("tpAmb").txt(String(input.tpAmb));
  info.ele("CNPJ").txt(input.issuer);
  info.ele("chNFe").txt(input.accessKey);
  info.ele("dhEvento").txt(input.dhEvento);
  info.ele("tpEvento").txt(NFE_EVENT_TYPE[input.kind]);
  info.ele("nSeqEvento").txt(String(input.sequence));
  info.ele("verEvento").txt(NFE_EVENT_VERSION);
  const detail = info.ele("detEvento", { versao: NFE_EVENT_VERSION });
  if (input.kind === "cancellation") {
    detail.ele("descEvento").txt("Cancelamento");
    detail.ele("nProt").txt(input.protocol ?? "");
    detail.ele("xJust").txt(input.text);
  } else {
    detail.ele("descEvento").txt("Carta de Correcao");
    detail.ele("xCorrecao").txt(input.text);
    detail.ele("xCondUso").txt(CCE_CONDITIONS);
  }
  return root.end({ headless: true });
};

/** The batch of RecepcaoEvento: `<envEvento versao="1.00"><idLote/><evento/>…`. */
export const envEventoXml = (signedEvents: ReadonlyArray<string>, lotId: string): string =>
  `<envEvento xmlns="${NFE_NAMESPACE}" versao="${NFE_EVENT_VERSION}"><idLote>${lotId}</idLote>` +
  `${signedEvents.map(withoutXmlDeclaration).join("")}</envEvento>`;

/** The registered event as it is kept: `<procEventoNFe>` with the signed event and SEFAZ's retEvento. */
export const procEventoXml = (signedEvent: string, retEvento: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><procEventoNFe xmlns="${NFE_NAMESPACE}" versao="${NFE_EVENT_VERSION}">` +
  `${withoutXmlDeclaration(signedEvent)}${withoutXmlDeclaration(retEvento)}</procEventoNFe>`;
