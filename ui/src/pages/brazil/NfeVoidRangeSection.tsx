import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { brazilApi } from "../../api/brazil-api.ts";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./brazil.module.css";
import { NfeEventList } from "./NfeEventList.tsx";

interface RangeForm {
  readonly serie: string;
  readonly from: string;
  readonly to: string;
  readonly justification: string;
}

const NUMBER_FIELDS = ["serie", "from", "to"] as const;

const EMPTY: RangeForm = { serie: "1", from: "", to: "", justification: "" };

/**
 * Voiding of unused NF-e numbers (inutilização, docs/PRODUCT-RULES.md#nf-e-events) in the Brazil
 * settings: série, first and last number and a justification, SEFAZ's answer, and the ranges
 * voided so far with their XML.
 */
export const NfeVoidRangeSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const headingId = useId();
  const [form, setForm] = useState<RangeForm>(EMPTY);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [sending, setSending] = useState(false);
  const voidings = useApiQuery({
    queryKey: ["nfe-voidings"],
    queryFn: ({ signal }) => brazilApi.voidings({ signal }),
  });
  const field = (name: keyof RangeForm) => (value: string) => setForm({ ...form, [name]: value });
  const errorOf = (name: keyof RangeForm) => {
    const key = errors[name];
    return key === undefined ? undefined : t(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const answer = await brazilApi.voidRange({
        serie: Number(form.serie),
        from: Number(form.from),
        to: Number(form.to),
        justification: form.justification,
      });
      const message = t("brazil.submission.answer", { code: answer.cStat, reason: answer.xMotivo });
      if (answer.success) {
        toast.success(message);
        setForm(EMPTY);
      } else toast.error(message);
      void voidings.refetch();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(error.fields);
      else toast.error(errorText(error, "nfeevents.failed"));
    } finally {
      setSending(false);
    }
  };

  const voided = voidings.data?.data ?? [];
  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t("nfeevents.voiding.title")}</h2>
        <p>{t("nfeevents.voiding.description")}</p>
      </div>
      <form className={styles.fieldset} onSubmit={(event) => void submit(event)}>
        {NUMBER_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`nfeevents.voiding.${name}`)}
            inputMode="numeric"
            value={form[name]}
            onChange={field(name)}
            error={errorOf(name)}
            required
          />
        ))}
        <TextAreaField
          label={t("nfeevents.voiding.justification")}
          hint={t("nfeevents.length", { min: 15, max: 255, count: form.justification.length })}
          value={form.justification}
          onChange={field("justification")}
          error={errorOf("justification")}
          maxLength={255}
          required
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-danger" disabled={sending}>
            {t(sending ? "nfeevents.sending" : "nfeevents.voiding.send")}
          </button>
        </div>
      </form>
      {voided.length > 0 ? <NfeEventList events={voided} /> : null}
    </section>
  );
};
