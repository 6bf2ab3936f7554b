import type { FailedRule } from "../france/factur-x/failed-rule.ts";
import { isBlockingRule } from "../france/factur-x/failed-rule.ts";
import type { ReceivedContent, ReceivedSyntax } from "./received-invoice.ts";

const breach = (id: string, text: string, location: string): FailedRule => ({
  id,
  flag: "fatal",
  text,
  location,
});

const sum = (values: ReadonlyArray<number>): number => values.reduce((a, b) => a + b, 0);

/**
 * The EN 16931 rules any syntax's content must meet, checked on what was read (so UBL, for which
 * the standards folder has no schematron, is held to them too): the mandatory terms and the
 * totals' arithmetic, BR-CO-10 to BR-CO-16, on integer minor units.
 */
export const contentRuleBreaches = (content: ReceivedContent): ReadonlyArray<FailedRule> => {
  const { totals } = content;
  const found: FailedRule[] = [];
  if (content.number.trim() === "") {
    found.push(breach("BR-02", "An Invoice shall have an Invoice number (BT-1).", "BT-1"));
  }
  if (content.supplier.name.trim() === "") {
    found.push(breach("BR-06", "An Invoice shall contain the Seller name (BT-27).", "BT-27"));
  }
  if (content.buyer.name.trim() === "") {
    found.push(breach("BR-07", "An Invoice shall contain the Buyer name (BT-44).", "BT-44"));
  }
  if (content.lines.length === 0) {
    found.push(
      breach("BR-16", "An Invoice shall have at least one Invoice line (BG-25).", "BG-25"),
    );
  }
  if (sum(content.lines.map((line) => line.netAmount)) !== totals.lineTotal) {
    found.push(
      breach(
        "BR-CO-10",
        "Sum of Invoice line net amount (BT-106) = Σ Invoice line net amount (BT-131).",
        "BT-106",
      ),
    );
  }
  if (totals.totalWithoutTax !== totals.lineTotal - totals.allowances + totals.charges) {
    found.push(
      breach(
        "BR-CO-13",
        "Invoice total amount without VAT (BT-109) = Σ Invoice line net amount (BT-131) - Sum of allowances on document level (BT-107) + Sum of charges on document level (BT-108).",
        "BT-109",
      ),
    );
  }
  if (sum(content.vatBreakdown.map((row) => row.taxAmount)) !== totals.totalTax) {
    found.push(
      breach(
        "BR-CO-14",
        "Invoice total VAT amount (BT-110) = Σ VAT category tax amount (BT-117).",
        "BT-110",
      ),
    );
  }
  if (totals.total !== totals.totalWithoutTax + totals.totalTax) {
    found.push(
      breach(
        "BR-CO-15",
        "Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).",
        "BT-112",
      ),
    );
  }
  if (totals.amountDue !== totals.total - totals.prepaid + totals.rounding) {
    found.push(
      breach(
        "BR-CO-16",
        "Amount due for payment (BT-115) = Invoice total amount with VAT (BT-112) - Paid amount (BT-113) + Rounding amount (BT-114).",
        "BT-115",
      ),
    );
  }
  return found;
};

// The French CTC rules: the supplier's platform applied them on sending, and an uploaded invoice
// may come from abroad; they are shown, never a reason to refuse a received invoice.
const FRENCH_RULE = /^BR-FR-/u;
// The Factur-X profile's own rules bind a Factur-X PDF, not a bare CII or UBL file.
const FACTUR_X_RULE = /^(FX-SCH-|FACTUR-X_EN16931)/u;

/**
 * Whether a failed rule refuses a received invoice (docs/FRANCE-PA.md#receiving): an XSD error or
 * a fatal EN 16931 rule, and for a Factur-X PDF also the Factur-X profile's rules; not the French
 * CTC rules, nor warnings.
 */
export const refusesOnReceipt = (rule: FailedRule, syntax: ReceivedSyntax): boolean =>
  isBlockingRule(rule) &&
  !FRENCH_RULE.test(rule.id) &&
  (syntax === "Factur-X" || !FACTUR_X_RULE.test(rule.id));

/**
 * The key under which a supplier's invoice is unique for its buyer (docs/FRANCE-PA.md#receiving):
 * the supplier's SIREN, else its VAT number, else its electronic address, else its name, with the
 * invoice number and the year of issue.
 */
export const receivedDuplicateKey = (content: ReceivedContent): string => {
  const supplier = content.supplier;
  const id =
    supplier.siren ??
    supplier.vatNumber ??
    supplier.electronicAddress ??
    supplier.name.trim().toLowerCase();
  return `${id.replace(/\s/gu, "").toUpperCase()}|${content.number.trim()}|${content.issueDate.slice(0, 4)}`;
};
