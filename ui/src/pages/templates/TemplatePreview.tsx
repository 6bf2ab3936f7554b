import {
  accentTextColor,
  type Currency,
  fromMinorUnits,
  type InvoiceTemplate,
  invoiceTotals,
  type Rgb,
  readableTextOn,
  rgbOf,
  tintOf,
} from "@invoicing/core";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./template-preview.module.css";

const css = (color: Rgb): string => `rgb(${color.red} ${color.green} ${color.blue})`;

/** The sample lines of the preview, unit prices in minor units. */
const sampleItems = [
  { key: "design", quantity: 1, unitPrice: 120_000, taxRate: 20 },
  { key: "hosting", quantity: 12, unitPrice: 2_500, taxRate: 20 },
] as const;

/**
 * A miniature of an invoice PDF in the chosen layout and accent colour: the same header (plain,
 * colour band or one dense line), table header (filled, tinted or ruled) and colours as the PDF
 * renderer derives from the accent, with sample content in the interface language.
 */
export const TemplatePreview = ({
  template,
  seller,
  currency,
}: {
  readonly template: InvoiceTemplate;
  readonly seller: string;
  readonly currency: Currency;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const scale = currency === "JPY" ? 0.01 : 1;
  const items = sampleItems.map((item) => ({
    ...item,
    unitPrice: Math.round(item.unitPrice * scale),
  }));
  const totals = invoiceTotals(items, currency);
  const money = (minor: number) => format.money(fromMinorUnits(minor, currency), currency);
  const colours = {
    "--accent": css(rgbOf(template.accentColor)),
    "--accent-text": css(accentTextColor(template.accentColor)),
    "--on-accent": css(readableTextOn(template.accentColor)),
    "--tint": css(tintOf(template.accentColor, 0.12)),
    "--stripe": css(tintOf(template.accentColor, 0.05)),
  } as CSSProperties;
  const number = "INV-042";
  const dates = [
    { label: t("templates.preview.issuedate"), value: format.date("2026-03-02") },
    { label: t("templates.preview.duedate"), value: format.date("2026-04-01") },
  ];

  return (
    <figure className={styles.figure}>
      <div className={`${styles.paper} ${styles[template.layout]}`} style={colours}>
        {template.layout === "modern" ? (
          <div className={styles.band}>
            <div>
              <p className={styles.title}>{t("templates.preview.invoice")}</p>
              <p>{number}</p>
            </div>
            <div className={styles.bandTotal}>
              <p>{t("templates.preview.total")}</p>
              <p className={styles.bandFigure}>{money(totals.total)}</p>
            </div>
          </div>
        ) : null}
        <div className={styles.header}>
          <p className={styles.seller}>{seller}</p>
          {template.layout === "classic" ? (
            <div className={styles.meta}>
              <p className={styles.title}>{t("templates.preview.invoice")}</p>
              <p>{number}</p>
              {dates.map((date) => (
                <p key={date.label}>
                  <span className={styles.muted}>{date.label}</span> {date.value}
                </p>
              ))}
            </div>
          ) : null}
          {template.layout === "modern" ? (
            <div className={styles.meta}>
              {dates.map((date) => (
                <p key={date.label}>
                  <span className={styles.accentLabel}>{date.label}</span> {date.value}
                </p>
              ))}
            </div>
          ) : null}
          {template.layout === "compact" ? (
            <div className={styles.meta}>
              <p className={styles.title}>
                {t("templates.preview.invoice")} {number}
              </p>
              <p className={styles.muted}>
                {dates.map((date) => (
                  <span key={date.label} className={styles.inlineDate}>
                    {date.label} {date.value}
                  </span>
                ))}
              </p>
            </div>
          ) : null}
        </div>
        <div className={styles.billTo}>
          <p className={styles.muted}>{t("templates.preview.billto")}</p>
          <p>{t("templates.preview.client")}</p>
        </div>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("templates.preview.description")}</th>
              <th scope="col">{t("templates.preview.quantity")}</th>
              <th scope="col">{t("templates.preview.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.key}>
                <td>{t(`templates.preview.items.${item.key}`)}</td>
                <td>{format.number(item.quantity)}</td>
                <td>{money(totals.lines[index]?.net ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.totals}>
          <div>
            <dt>{t("templates.preview.subtotal")}</dt>
            <dd>{money(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>{t("templates.preview.tax")}</dt>
            <dd>{money(totals.taxAmount)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t("templates.preview.total")}</dt>
            <dd>{money(totals.total)}</dd>
          </div>
        </dl>
      </div>
      <figcaption className={styles.caption}>{t("templates.preview.caption")}</figcaption>
    </figure>
  );
};
