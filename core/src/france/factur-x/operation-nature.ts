import { Schema } from "effect";

/** What an invoice sells, a mandatory mention since the 2026 reform: goods, services or both. */
export const OperationNature = Schema.Literals(["goods", "services", "mixed"]).annotate({
  message: "invoiceform.validation.operationcategory",
});
export type OperationNature = typeof OperationNature.Type;

/**
 * The nature a seller's invoices take while the settings do not ask for one: services, what the
 * product's users (freelancers and small agencies) sell.
 */
export const DEFAULT_OPERATION_NATURE: OperationNature = "services";

const billingModes: Record<OperationNature, string> = { goods: "B1", services: "S1", mixed: "M1" };

/**
 * BT-23, the billing framework of an ordinary invoice deposited for payment ("dépôt d'une
 * facture"), by nature: B1 goods, S1 services, M1 both (XP Z12-012, BR-FR-08).
 */
export const billingModeOf = (nature: OperationNature): string => billingModes[nature];
