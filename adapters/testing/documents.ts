export { DPS_CORPUS } from "./einvoice/brazil/dps-corpus.ts";
export { NFE_CORPUS } from "./einvoice/brazil/nfe-corpus.ts";
export { testCertificateFor } from "./einvoice/brazil/signed-nfe.ts";
export { facturXCorpus } from "./einvoice/france/factur-x-corpus.ts";
export { manyItemsInvoice } from "./pdf/sample-invoice-documents.ts";
