import { Schema } from "effect";

/** The reasons a buyer may give for refusing an invoice (210), per BR-FR-CDV-CL-09. */
export const RefusalReasonCode = Schema.Literals([
  "TX_TVA_ERR",
  "MONTANTTOTAL_ERR",
  "CALCUL_ERR",
  "NON_CONFORME",
  "DOUBLON",
  "DEST_ERR",
  "TRANSAC_INC",
  "EMMET_INC",
  "CONTRAT_TERM",
  "DOUBLE_FACT",
  "CMD_ERR",
  "ADR_ERR",
  "REF_CT_ABSENT",
]);
export type RefusalReasonCode = typeof RefusalReasonCode.Type;

/** The reasons a buyer may give for disputing an invoice (207), per BR-FR-CDV-CL-09. */
export const DisputeReasonCode = Schema.Literals([
  ...RefusalReasonCode.literals,
  "AUTRE",
  "COORD_BANC_ERR",
  "DEST_INC",
  "SIRET_ERR",
  "CODE_ROUTAGE_ERR",
  "REF_ERR",
  "PU_ERR",
  "REM_ERR",
  "QTE_ERR",
  "ART_ERR",
  "MODPAI_ERR",
  "QUALITE_ERR",
  "LIVR_INCOMP",
]);
export type DisputeReasonCode = typeof DisputeReasonCode.Type;

/** The reasons a platform gives for rejecting an invoice (213). */
export const RejectionReasonCode = Schema.Literals([
  "REJ_SEMAN",
  "REJ_UNI",
  "REJ_COH",
  "REJ_ADR",
  "DOUBLON",
  "MONTANTTOTAL_ERR",
  "CALCUL_ERR",
  "DEST_INC",
  "ADR_ERR",
]);
export type RejectionReasonCode = typeof RejectionReasonCode.Type;
