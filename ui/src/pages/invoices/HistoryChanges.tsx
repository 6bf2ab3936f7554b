import { type Currency, type FieldChange, type FieldValue, fromMinorUnits } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./invoice-detail.module.css";

/** The label of each invoice field an edit may change. */
const invoiceFieldLabels: Readonly<Record<string, string>> = {
  clientId: "invoiceform.client",
  issueDate: "invoiceform.issuedate",
  dueDate: "invoiceform.duedate",
  notes: "invoiceform.notes",
  currency: "invoiceform.currency",
  siret: "invoiceform.siret",
  vatNumber: "invoiceform.vatnumber",
  subtotal: "invoiceform.totals.subtotal",
  taxAmount: "invoiceform.totals.tax",
  total: "invoiceform.totals.total",
  items: "invoicedetail.history.linecount",
};

/** The label of each line field. */
const lineFieldLabels: Readonly<Record<string, string>> = {
  description: "invoiceform.items.description",
  quantity: "invoiceform.items.quantity",
  unitPrice: "invoiceform.items.unitprice",
  taxRate: "invoiceform.items.taxrate",
  taxAmount: "invoicedetail.itemtax",
  total: "invoiceform.items.total",
};

const amountFields = new Set(["subtotal", "taxAmount", "total", "unitPrice"]);
const dateFields = new Set(["issueDate", "dueDate"]);

/** A changed field's path split: `items.2.unitPrice` is line 3's unit price. */
const splitField = (field: string) => {
  const [head = "", index, name] = field.split(".");
  return head === "items" && index !== undefined && name !== undefined
    ? { line: Number(index) + 1, name }
    : { line: undefined, name: head };
};

/**
 * What a draft's edit changed, one line per field with its value before and after, amounts in the
 * invoice's currency and dates in the reader's language. A changed client is named without ids.
 */
export const HistoryChanges = ({
  changes,
  currency,
}: {
  readonly changes: ReadonlyArray<FieldChange>;
  readonly currency: Currency;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown = (name: string, value: FieldValue): string => {
    if (value === null || value === "") return t("invoicedetail.history.none");
    if (typeof value === "number" && amountFields.has(name)) {
      return format.money(fromMinorUnits(value, currency), currency);
    }
    if (typeof value === "string" && dateFields.has(name)) return format.date(value);
    return typeof value === "number" ? format.number(value) : value;
  };
  return (
    <ul className={styles.changes}>
      {changes.map((change) => {
        const { line, name } = splitField(change.field);
        const labelKey = line === undefined ? invoiceFieldLabels[name] : lineFieldLabels[name];
        const label = labelKey === undefined ? name : t(labelKey);
        const field =
          line === undefined ? label : t("invoicedetail.history.linefield", { line, field: label });
        return (
          <li key={change.field}>
            {name === "clientId"
              ? t("invoicedetail.history.clientchanged")
              : t("invoicedetail.history.change", {
                  field,
                  before: shown(name, change.before),
                  after: shown(name, change.after),
                })}
          </li>
        );
      })}
    </ul>
  );
};
