import { create } from "xmlbuilder2";
import { DPS_VERSION, NFSE_NAMESPACE } from "./dps-xml.ts";

/** The cancellation event's type (e101101). */
export const NFSE_CANCELLATION_EVENT = "101101";

/** Why an NFS-e is cancelled (TSCodJustCanc): 1 error in issuing, 2 service not rendered, 9 other. */
export const NFSE_CANCELLATION_REASONS = ["1", "2", "9"] as const;
export type NfseCancellationReason = (typeof NFSE_CANCELLATION_REASONS)[number];

/** What a cancellation request says. */
export interface NfseCancellationInput {
  readonly tpAmb: 1 | 2;
  readonly verAplic: string;
  /** dhEvento, local time with a whole-hour offset (`nfeDateTime`). */
  readonly dhEvento: string;
  /** The author: the provider's CNPJ. */
  readonly cnpj: string;
  /** The NFS-e's 50-digit access key. */
  readonly accessKey: string;
  readonly reason: NfseCancellationReason;
  /** xMotivo, 15–255 characters, already cleaned (`eventText`). */
  readonly justification: string;
}

/** infPedReg/@Id: "PRE" + the access key (50) + the event type (6). */
export const nfseEventRequestId = (accessKey: string, eventType: string): string =>
  `PRE${accessKey}${eventType}`;

/**
 * The unsigned `<pedRegEvento versao="1.01">` of a cancellation (e101101), without declaration or
 * whitespace, ready to be signed over its infPedReg Id.
 */
export const nfseCancellationXml = (input: NfseCancellationInput): string => {
  const root = create().ele(NFSE_NAMESPACE, "pedRegEvento", { versao: DPS_VERSION });
  const info = root.ele("infPedReg", {
    Id: nfseEventRequestId(input.accessKey, NFSE_CANCELLATION_EVENT),
  });
  info.ele("tpAmb").txt(String(input.tpAmb));
  info.ele("verAplic").txt(input.verAplic);
  info.ele("dhEvento").txt(input.dhEvento);
  info.ele("CNPJAutor").txt(input.cnpj);
  info.ele("chNFSe").txt(input.accessKey);
  const event = info.ele(`e${NFSE_CANCELLATION_EVENT}`);
  event.ele("xDesc").txt("Cancelamento de NFS-e");
  event.ele("cMotivo").txt(input.reason);
  event.ele("xMotivo").txt(input.justification);
  return root.end({ headless: true });
};
