import {
  DEFAULT_CURRENCY,
  DEFAULT_INVOICE_TEMPLATE,
  decodeFields,
  type InvoiceLayout,
  InvoiceTemplate,
  invoiceLayouts,
} from "@invoicing/core";
import { useAtomValue } from "jotai";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { templatesApi } from "../../api/templates-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useAppQueryClient } from "../../queries/query-client.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { TemplatePreview } from "./TemplatePreview.tsx";
import styles from "./templates.module.css";

const decode = decodeFields(InvoiceTemplate);

/** Accent colours offered as swatches; any other can be typed or picked. */
const swatches = [
  { color: "#1F4E8C", name: "blue" },
  { color: "#0F766E", name: "teal" },
  { color: "#15803D", name: "green" },
  { color: "#B42318", name: "red" },
  { color: "#C2410C", name: "orange" },
  { color: "#7C3AED", name: "violet" },
  { color: "#BE185D", name: "pink" },
  { color: "#111827", name: "ink" },
] as const;

const sameColor = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const templateKey = ["settings", "invoice-template"];

/** The form of the saved template, beside the live miniature of what it makes. */
const TemplateEditor = ({ stored }: { readonly stored: InvoiceTemplate }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useAppQueryClient();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const form = useRef<HTMLFormElement>(null);
  const layoutName = useId();
  const [saved, setSaved] = useState(stored);
  const [layout, setLayout] = useState<InvoiceLayout>(stored.layout);
  const [accentColor, setAccentColor] = useState<string>(stored.accentColor);
  const [colorError, setColorError] = useState<string>();
  const [saveFailure, setSaveFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const chooseColor = (color: string) => {
    setAccentColor(color);
    setColorError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailure(undefined);
    const decoded = decode({ layout, accentColor });
    if ("fields" in decoded) {
      setColorError(decoded.fields.accentColor);
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      const template = await templatesApi.save(decoded.value);
      setSaved(template);
      queryClient.setQueryData(templateKey, template);
      toast.success(t("templates.saved"));
    } catch (error) {
      setColorError(error instanceof ApiError ? error.fields.accentColor : undefined);
      setSaveFailure(errorText(error, "templates.errors.save"));
    } finally {
      setBusy(false);
    }
  };

  const valid = decode({ layout, accentColor });
  const preview = "value" in valid ? valid.value : { layout, accentColor: saved.accentColor };
  const changed = saved.layout !== layout || !sameColor(saved.accentColor, accentColor);
  const pickerValue = /^#[0-9a-f]{6}$/iu.test(accentColor) ? accentColor.toLowerCase() : "#000000";

  return (
    <div className={styles.layout}>
      <form ref={form} className={`card ${styles.form}`} onSubmit={submit} noValidate>
        {saveFailure ? (
          <FailureBanner title={t("templates.errors.save")} reason={saveFailure} />
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend>{t("templates.layout")}</legend>
          <div className={styles.layouts}>
            {invoiceLayouts.map((option) => (
              <label key={option} className={styles.layoutOption}>
                <input
                  type="radio"
                  name={layoutName}
                  value={option}
                  checked={layout === option}
                  onChange={() => setLayout(option)}
                />
                <span className={styles.layoutText}>
                  <span className={styles.layoutName}>{t(`templates.layouts.${option}.name`)}</span>
                  <span className={styles.layoutDescription}>
                    {t(`templates.layouts.${option}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{t("templates.accentcolor")}</legend>
          <div className={styles.swatches}>
            {swatches.map((swatch) => (
              <label
                key={swatch.color}
                className={styles.swatch}
                title={t(`templates.colors.${swatch.name}`)}
              >
                <input
                  type="radio"
                  name={`${layoutName}-color`}
                  value={swatch.color}
                  checked={sameColor(accentColor, swatch.color)}
                  onChange={() => chooseColor(swatch.color)}
                />
                <span className={styles.swatchColor} style={{ background: swatch.color }} />
                <span className="visually-hidden">{t(`templates.colors.${swatch.name}`)}</span>
              </label>
            ))}
          </div>
          <div className={styles.custom}>
            <TextField
              label={t("templates.customcolor")}
              hint={t("templates.customcolorhint")}
              value={accentColor}
              onChange={chooseColor}
              error={colorError}
              maxLength={7}
              autoComplete="off"
              spellCheck={false}
              after={
                <label className={styles.picker}>
                  <span className="visually-hidden">{t("templates.pickcolor")}</span>
                  <input
                    type="color"
                    value={pickerValue}
                    onChange={(event) => chooseColor(event.target.value.toUpperCase())}
                  />
                </label>
              }
            />
          </div>
        </fieldset>

        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setLayout(DEFAULT_INVOICE_TEMPLATE.layout);
              chooseColor(DEFAULT_INVOICE_TEMPLATE.accentColor);
            }}
          >
            {t("templates.reset")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !changed}>
            {busy ? t("common.saving") : t("templates.save")}
          </button>
        </div>
      </form>

      <section className={styles.previewPane} aria-labelledby="template-preview">
        <h2 id="template-preview">{t("templates.preview.title")}</h2>
        <TemplatePreview
          template={preview}
          seller={user?.companyName ?? user?.name ?? ""}
          currency={user?.currency ?? DEFAULT_CURRENCY}
        />
      </section>
    </div>
  );
};

/**
 * `/invoices/templates`: the layout (classic, modern, compact) and accent colour of the user's
 * invoice PDFs, saved on the server, with a live miniature of the result.
 */
export const TemplatesPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("templates.title"));
  const loaded = useApiQuery({
    queryKey: templateKey,
    queryFn: ({ signal }) => templatesApi.get({ signal }),
  });
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("templates.title")}</h1>
          <p>{t("templates.subtitle")}</p>
        </div>
      </div>
      <QueryView query={loaded} failureKey="templates.errors.fetch">
        {(stored) => <TemplateEditor stored={stored} />}
      </QueryView>
    </div>
  );
};
