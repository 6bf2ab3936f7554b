import { Schema } from "effect";

/**
 * A rule an e-invoice breaks, as a validator reports it: the rule's id (`BR-FR-10_BT-30`,
 * `BR-CO-13`, `XSD`), its flag (`fatal`, `warning`…), its text, and where in the XML it fired.
 */
export const FailedRule = Schema.Struct({
  id: Schema.String,
  flag: Schema.String,
  text: Schema.String,
  location: Schema.String,
});
export type FailedRule = typeof FailedRule.Type;

/** Whether a failed rule makes the invoice invalid: a fatal or unflagged assert, or an XSD error. */
export const isBlockingRule = (rule: FailedRule): boolean =>
  rule.flag !== "warning" && rule.flag !== "information";
