import { type Currency, currencyDecimals } from "@invoicing/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "../../components/FieldError.tsx";
import styles from "./invoice-form.module.css";
import type { DiscountDraft } from "./invoice-form-values.ts";

/**
 * A discount's kind (none, a percentage, an amount in the invoice's currency) and its value, for
 * a line or for the whole invoice; the value is asked for only once a kind is chosen.
 */
export const DiscountInputs = ({
  label,
  detail,
  draft,
  currency,
  error,
  onChange,
}: {
  readonly label: string;
  /** Words for screen readers only, such as which line the discount is of. */
  readonly detail?: string;
  readonly draft: DiscountDraft;
  readonly currency: Currency;
  readonly error: string | undefined;
  readonly onChange: (field: keyof DiscountDraft, value: string) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const hidden = detail === undefined ? null : <span className="visually-hidden"> {detail}</span>;
  return (
    <div className={styles.discount}>
      <div className="field">
        <label htmlFor={`${id}-type`} className={styles.extraLabel}>
          {label}
          {hidden}
        </label>
        <div className="field-control">
          <select
            id={`${id}-type`}
            value={draft.discountType}
            onChange={(event) => onChange("discountType", event.target.value)}
          >
            <option value="none">{t("invoiceform.discount.none")}</option>
            <option value="percent">{t("invoiceform.discount.percent")}</option>
            <option value="amount">{t("invoiceform.discount.amount", { currency })}</option>
          </select>
        </div>
      </div>
      {draft.discountType === "none" ? null : (
        <div className="field">
          <label htmlFor={`${id}-value`} className={styles.extraLabel}>
            {t("invoiceform.discount.value")}
            {hidden}
          </label>
          <div className="field-control">
            <input
              id={`${id}-value`}
              type="number"
              inputMode="decimal"
              min={0}
              max={draft.discountType === "percent" ? 100 : undefined}
              step={draft.discountType === "percent" || currencyDecimals(currency) > 0 ? 0.01 : 1}
              value={draft.discountValue}
              onChange={(event) => onChange("discountValue", event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <FieldError id={`${id}-error`} error={error} />
        </div>
      )}
    </div>
  );
};
