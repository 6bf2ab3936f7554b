import {
  DEFAULT_CURRENCY,
  DEFAULT_INVOICE_TEMPLATE,
  decodeFields,
  type InvoiceLayout,
  InvoiceTemplate,
  invoiceLayouts,
} from "@invoicing/core";
import { useAtomValue } from "jotai";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, templatesApi } from "../../api/index.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
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

/**
 * `/invoices/templates`: the layout (classic, modern, compact) and accent colour of the user's
 * invoice PDFs, saved on the server, with a live miniature of the result.
 */
export const TemplatesPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("templates.title"));
  const errorText = useErrorText();
  const toast = useToast();
  const user = useAtomValue(userAtom);
  const form = useRef<HTMLFormElement>(null);
  const layoutName = useId();
  const [saved, setSaved] = useState<InvoiceTemplate>();
  const [layout, setLayout] = useState<InvoiceLayout>(DEFAULT_INVOICE_TEMPLATE.layout);
  const [accentColor, setAccentColor] = useState<string>(DEFAULT_INVOICE_TEMPLATE.accentColor);
  const [colorError, setColorError] = useState<string>();
  const [loadFailure, setLoadFailure] = useState<unknown>();
  const [saveFailure, setSaveFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    void generation;
    const controller = new AbortController();
    setLoadFailure(undefined);
    templatesApi
      .get({ signal: controller.signal })
      .then((template) => {
        setSaved(template);
        setLayout(template.layout);
        setAccentColor(template.accentColor);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadFailure(error);
      });
    return () => controller.abort();
  }, [generation]);

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
      toast.success(t("templates.saved"));
    } catch (error) {
      setColorError(error instanceof ApiError ? error.fields.accentColor : undefined);
      setSaveFailure(errorText(error, "templates.errors.save"));
    } finally {
      setBusy(false);
    }
  };

  const valid = decode({ layout, accentColor });
  const preview =
    "value" in valid
      ? valid.value
      : { layout, accentColor: saved?.accentColor ?? DEFAULT_INVOICE_TEMPLATE.accentColor };
  const changed =
    saved !== undefined && (saved.layout !== layout || !sameColor(saved.accentColor, accentColor));
  const pickerValue = /^#[0-9a-f]{6}$/iu.test(accentColor) ? accentColor.toLowerCase() : "#000000";

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("templates.title")}</h1>
          <p>{t("templates.subtitle")}</p>
        </div>
      </div>

      {loadFailure ? (
        <FailureBanner
          title={t("templates.errors.fetch")}
          reason={errorText(loadFailure, "templates.errors.fetch")}
        >
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setGeneration((n) => n + 1)}
          >
            {t("common.retry")}
          </button>
        </FailureBanner>
      ) : null}

      {saved === undefined && !loadFailure ? <Spinner block label={t("common.loading")} /> : null}

      {saved !== undefined ? (
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
                      <span className={styles.layoutName}>
                        {t(`templates.layouts.${option}.name`)}
                      </span>
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
      ) : null}
    </div>
  );
};
