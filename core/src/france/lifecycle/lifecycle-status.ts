import { Schema } from "effect";

/**
 * The lifecycle statuses of an invoice under the French reform (docs/FRANCE-PA.md#statuses),
 * 200 Déposée to 213 Rejetée: the platforms' transmission statuses, the buyer's processing
 * statuses and the seller's 212 Encaissée.
 */
export const LifecycleCode = Schema.Literals([
  200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213,
]);
export type LifecycleCode = typeof LifecycleCode.Type;

/** Every status code, in numeric order. */
export const LIFECYCLE_CODES: ReadonlyArray<LifecycleCode> = LifecycleCode.literals;

/** Each status's official French label, as the CDAR carries it. */
export const LIFECYCLE_LABELS: Readonly<Record<LifecycleCode, string>> = {
  200: "Déposée",
  201: "Émise par la plateforme",
  202: "Reçue par la plateforme",
  203: "Mise à disposition",
  204: "Prise en charge",
  205: "Approuvée",
  206: "Approuvée partiellement",
  207: "En litige",
  208: "Suspendue",
  209: "Complétée",
  210: "Refusée",
  211: "Paiement transmis",
  212: "Encaissée",
  213: "Rejetée",
};

/** The official label of a status. */
export const lifecycleLabel = (code: LifecycleCode): string => LIFECYCLE_LABELS[code];

/** Whether the platforms set a status while the invoice travels (transmission) or a party does (processing). */
export type LifecyclePhase = "transmission" | "processing";

const TRANSMISSION: ReadonlySet<LifecycleCode> = new Set([200, 201, 202, 203, 213]);

/** The phase a status belongs to. */
export const lifecyclePhase = (code: LifecycleCode): LifecyclePhase =>
  TRANSMISSION.has(code) ? "transmission" : "processing";

/** Who sets a status: a platform, the buyer, or the seller (212 only). */
export type LifecycleAuthor = "platform" | "buyer" | "seller";

/** The author of a status (209 Complétée is taken as the seller's, which the brief leaves open). */
export const lifecycleAuthor = (code: LifecycleCode): LifecycleAuthor => {
  if (TRANSMISSION.has(code)) return "platform";
  return code === 212 || code === 209 ? "seller" : "buyer";
};

const WITH_REASON: ReadonlySet<LifecycleCode> = new Set([206, 207, 208, 210, 213]);

/** Whether a status must carry a reason code (rule BR-FR-CDV-15). */
export const lifecycleNeedsReason = (code: LifecycleCode): boolean => WITH_REASON.has(code);

/** After these nothing else happens to the invoice: refused by the buyer, rejected by a platform. */
export const isTerminalStatus = (code: LifecycleCode): boolean => code === 210 || code === 213;
