/**
 * The recipient name every NF-e issued in homologation must carry (dest/xNome), else SEFAZ
 * rejects it with 598 (SEF/MG NT 02/2011).
 */
export const HOMOLOGATION_RECIPIENT_NAME =
  "NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL";
