import { type Currency, DEFAULT_UNIT_CODE, type InvoiceItemJson } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./lines-table.module.css";

/**
 * The lines of an invoice or a credit note (major units): description and discount, quantity and
 * unit, unit price, tax rate, tax and total; on a phone each line is a block of label–value rows.
 */
export const LinesTable = ({
  items,
  currency,
}: {
  readonly items: ReadonlyArray<InvoiceItemJson>;
  readonly currency: Currency;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amount: number) => format.money(amount, currency);
  return (
    <table className={styles.items}>
      <thead>
        <tr>
          <th scope="col">{t("invoiceform.items.description")}</th>
          <th scope="col" className={styles.number}>
            {t("invoiceform.items.quantity")}
          </th>
          <th scope="col" className={styles.number}>
            {t("invoiceform.items.unitprice")}
          </th>
          <th scope="col" className={styles.number}>
            {t("invoiceform.items.taxrate")}
          </th>
          <th scope="col" className={styles.number}>
            {t("invoicedetail.itemtax")}
          </th>
          <th scope="col" className={styles.number}>
            {t("invoiceform.items.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" className={styles.itemDescription}>
              {item.description}
              {item.discount === null ? null : (
                <small className={styles.itemDiscount}>
                  {t("invoicedetail.linediscount", {
                    discount:
                      item.discount.type === "percent"
                        ? t("invoicedetail.percent", {
                            rate: format.number(item.discount.value),
                          })
                        : money(-item.discount.value),
                  })}
                </small>
              )}
            </th>
            <td data-label={t("invoiceform.items.quantity")} className={styles.number}>
              {format.number(item.quantity)}
              {item.unitCode === DEFAULT_UNIT_CODE
                ? null
                : ` ${t(`invoiceform.units.${item.unitCode}`)}`}
            </td>
            <td data-label={t("invoiceform.items.unitprice")} className={styles.number}>
              {money(item.unitPrice)}
            </td>
            <td data-label={t("invoiceform.items.taxrate")} className={styles.number}>
              {t("invoicedetail.percent", { rate: format.number(item.taxRate) })}
            </td>
            <td data-label={t("invoicedetail.itemtax")} className={styles.number}>
              {money(item.taxAmount)}
            </td>
            <td data-label={t("invoiceform.items.total")} className={styles.number}>
              {money(item.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
