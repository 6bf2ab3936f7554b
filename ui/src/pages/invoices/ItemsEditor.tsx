import {
  type CatalogueItemJson,
  type Currency,
  currencyDecimals,
  fromMinorUnits,
  type LineTotals,
  MAX_DESCRIPTION_LENGTH,
  MAX_INVOICE_ITEMS,
  MAX_QUANTITY,
  needsExemptionMention,
  UNIT_CODES,
  vatCategories,
} from "@invoicing/core";
import { type InputHTMLAttributes, useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "../../components/FieldError.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { DiscountInputs } from "./DiscountInputs.tsx";
import styles from "./invoice-form.module.css";
import type { ItemDraft } from "./invoice-form-values.ts";

type ItemField =
  | "description"
  | "quantity"
  | "unitCode"
  | "unitPrice"
  | "discountType"
  | "discountValue"
  | "taxRate"
  | "vatCategory"
  | "vatExemptionReason";

/** One input of an item line, labelled with its column and the line's number. */
const ItemInput = ({
  label,
  line,
  error,
  value,
  onChange,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange"> & {
  readonly label: string;
  readonly line: number;
  readonly error: string | undefined;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id} className={styles.itemLabel}>
        {label}
        <span className="visually-hidden"> {t("invoiceform.items.ofitem", { number: line })}</span>
      </label>
      <div className="field-control">
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
};

/**
 * The VAT category of one line (docs/PRODUCT-RULES.md#france-mentions): automatic (S when the
 * line charges VAT, Z or, under the franchise, E at 0 %), or one of S, Z, E, AE, K, G, O; the
 * exemption reason (BT-120) is asked for every category but S and Z.
 */
const VatCategoryPicker = ({
  item,
  line,
  error,
  onChange,
}: {
  readonly item: ItemDraft;
  readonly line: number;
  readonly error: (field: "vatCategory" | "vatExemptionReason") => string | undefined;
  readonly onChange: (field: "vatCategory" | "vatExemptionReason", value: string) => void;
}) => {
  const { t } = useTranslation();
  const id = `vat-category-${item.key}`;
  return (
    <>
      <div className="field">
        <label htmlFor={id} className={styles.extraLabel}>
          {t("invoiceform.items.vatcategory")}
          <span className="visually-hidden">
            {" "}
            {t("invoiceform.items.ofitem", { number: line })}
          </span>
        </label>
        <div className="field-control">
          <select
            id={id}
            value={item.vatCategory ?? ""}
            aria-invalid={error("vatCategory") ? true : undefined}
            aria-describedby={error("vatCategory") ? `${id}-error` : undefined}
            onChange={(event) => onChange("vatCategory", event.target.value)}
          >
            <option value="">{t("invoiceform.items.vatcategoryauto")}</option>
            {vatCategories.map((category) => (
              <option key={category} value={category}>
                {`${category} · ${t(`invoiceform.vatcategories.${category}`)}`}
              </option>
            ))}
          </select>
        </div>
        <FieldError id={`${id}-error`} error={error("vatCategory")} />
      </div>
      {item.vatCategory !== null && needsExemptionMention(item.vatCategory) ? (
        <ItemInput
          label={t("invoiceform.items.exemptionreason")}
          line={line}
          error={error("vatExemptionReason")}
          value={item.vatExemptionReason}
          onChange={(value) => onChange("vatExemptionReason", value)}
        />
      ) : null}
    </>
  );
};

/** The catalogue picker of one line: the entries in the invoice's currency, or none. */
const CataloguePicker = ({
  item,
  line,
  entries,
  onPick,
}: {
  readonly item: ItemDraft;
  readonly line: number;
  readonly entries: ReadonlyArray<CatalogueItemJson>;
  readonly onPick: (entry: CatalogueItemJson | undefined) => void;
}) => {
  const { t } = useTranslation();
  const id = `catalogue-${item.key}`;
  return (
    <div className="field">
      <label htmlFor={id} className={styles.extraLabel}>
        {t("catalogue.pick.label")}
        <span className="visually-hidden"> {t("invoiceform.items.ofitem", { number: line })}</span>
      </label>
      <div className="field-control">
        <select
          id={id}
          value={item.catalogueItemId ?? ""}
          onChange={(event) => onPick(entries.find((entry) => entry.id === event.target.value))}
        >
          <option value="">{t("catalogue.pick.none")}</option>
          {entries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
};

/**
 * The invoice's items: description, quantity (above 0, four decimals at most) and its unit, unit
 * price (from 0, in steps of the currency's minor unit), tax rate (0 to 100 in steps of 0.1), the
 * line's total, its discount, and a remove button that is disabled while a single line is left.
 * With catalogue entries in the invoice's currency, each line can be picked from them.
 */
export const ItemsEditor = ({
  items,
  lines,
  currency,
  errors,
  onChange,
  onAdd,
  onRemove,
  catalogue,
  onPick,
}: {
  readonly items: ReadonlyArray<ItemDraft>;
  readonly lines: ReadonlyArray<LineTotals>;
  readonly currency: Currency;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (index: number, field: ItemField, value: string) => void;
  readonly onAdd: () => void;
  readonly onRemove: (index: number) => void;
  readonly catalogue: ReadonlyArray<CatalogueItemJson>;
  readonly onPick: (index: number, entry: CatalogueItemJson | undefined) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const entries = catalogue.filter((entry) => entry.currency === currency);
  const priceStep = currencyDecimals(currency) === 0 ? "1" : "0.01";
  return (
    <div className={styles.items}>
      <div className={styles.itemHeader} aria-hidden="true">
        <span>{t("invoiceform.items.description")}</span>
        <span>{t("invoiceform.items.quantity")}</span>
        <span>{t("invoiceform.items.unitprice")}</span>
        <span>{t("invoiceform.items.taxrate")}</span>
        <span className={styles.lineTotal}>{t("invoiceform.items.total")}</span>
        <span />
      </div>
      <ol className={styles.itemList}>
        {items.map((item, index) => {
          const line = index + 1;
          const error = (field: ItemField) => errors[`items.${index}.${field}`];
          return (
            <li key={item.key} className={styles.itemRow}>
              <ItemInput
                className={styles.description}
                label={t("invoiceform.items.description")}
                line={line}
                error={error("description")}
                value={item.description}
                onChange={(value) => onChange(index, "description", value)}
                maxLength={MAX_DESCRIPTION_LENGTH}
                required
              />
              <ItemInput
                className={styles.quantity}
                label={t("invoiceform.items.quantity")}
                line={line}
                error={error("quantity")}
                value={item.quantity}
                onChange={(value) => onChange(index, "quantity", value)}
                type="number"
                inputMode="decimal"
                min={0.0001}
                max={MAX_QUANTITY}
                step={0.0001}
              />
              <ItemInput
                className={styles.unitPrice}
                label={t("invoiceform.items.unitprice")}
                line={line}
                error={error("unitPrice")}
                value={item.unitPrice}
                onChange={(value) => onChange(index, "unitPrice", value)}
                type="number"
                inputMode="decimal"
                min={0}
                step={priceStep}
              />
              <ItemInput
                className={styles.taxRate}
                label={t("invoiceform.items.taxrate")}
                line={line}
                error={error("taxRate")}
                value={item.taxRate}
                onChange={(value) => onChange(index, "taxRate", value)}
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.1}
              />
              <p className={styles.lineTotal}>
                <span className={styles.itemLabel}>{t("invoiceform.items.total")}</span>
                <span>
                  {format.money(fromMinorUnits(lines[index]?.total ?? 0, currency), currency)}
                </span>
              </p>
              <div className={styles.itemExtras}>
                {entries.length > 0 ? (
                  <CataloguePicker
                    item={item}
                    line={line}
                    entries={entries}
                    onPick={(entry) => onPick(index, entry)}
                  />
                ) : null}
                <div className="field">
                  <label htmlFor={`unit-${item.key}`} className={styles.extraLabel}>
                    {t("invoiceform.items.unit")}
                    <span className="visually-hidden">
                      {" "}
                      {t("invoiceform.items.ofitem", { number: line })}
                    </span>
                  </label>
                  <div className="field-control">
                    <select
                      id={`unit-${item.key}`}
                      value={item.unitCode}
                      onChange={(event) => onChange(index, "unitCode", event.target.value)}
                    >
                      {UNIT_CODES.map((code) => (
                        <option key={code} value={code}>
                          {t(`invoiceform.units.${code}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <FieldError id={`unit-${item.key}-error`} error={error("unitCode")} />
                </div>
                <VatCategoryPicker
                  item={item}
                  line={line}
                  error={error}
                  onChange={(name, value) => onChange(index, name, value)}
                />
                <DiscountInputs
                  label={t("invoiceform.items.discount")}
                  detail={t("invoiceform.items.ofitem", { number: line })}
                  draft={item}
                  currency={currency}
                  error={
                    errors[`items.${index}.discount`] ?? errors[`items.${index}.discount.value`]
                  }
                  onChange={(name, value) => onChange(index, name, value)}
                />
              </div>
              <button
                type="button"
                className={`icon-button ${styles.removeItem}`}
                aria-label={t("invoiceform.items.remove", { number: line })}
                title={t("invoiceform.items.remove", { number: line })}
                disabled={items.length === 1}
                onClick={() => onRemove(index)}
              >
                <Icon name="trash" size={18} />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={onAdd}
        disabled={items.length >= MAX_INVOICE_ITEMS}
      >
        <Icon name="plus" size={18} />
        {t("invoiceform.items.add")}
      </button>
    </div>
  );
};
