import type { FranceSettings, VatRateOption } from "@invoicing/core";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { franceApi } from "../../api/index.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Banner } from "../../components/Banner.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/toasts.ts";
import { AboutFacturX } from "./AboutFacturX.tsx";
import { FranceSettingsForm } from "./FranceSettingsForm.tsx";
import styles from "./france-settings.module.css";

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | {
      readonly status: "ready";
      readonly settings: FranceSettings | null;
      readonly rates: ReadonlyArray<VatRateOption>;
    };

/**
 * `/france-settings` (spec §2, §3, §5): the company identity French invoices carry, auto-send to
 * the public e-invoicing platform and the default VAT rate, beside what Factur-X and the reform
 * mean. A failed load shows the spec's fetch error toast, with a retry.
 */
export const FranceSettingsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("francesettings.title"));
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt (a retry) fetches again
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    setLoaded({ status: "loading" });
    Promise.all([franceApi.settings(options), franceApi.vatRates(options)])
      .then(([settings, rates]) =>
        setLoaded({ status: "ready", settings: settings.data, rates: rates.data }),
      )
      .catch(() => {
        if (controller.signal.aborted) return;
        toast.error(t("francesettings.fetcherror"));
        setLoaded({ status: "failed" });
      });
    return () => controller.abort();
  }, [attempt, toast, t]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("francesettings.title")}</h1>
          <p>{t("francesettings.subtitle")}</p>
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          {loaded.status === "loading" ? <Spinner block label={t("common.loading")} /> : null}
          {loaded.status === "failed" ? (
            <Banner kind="error">
              <p>{t("francesettings.fetcherror")}</p>
              <button type="button" className="btn btn-secondary" onClick={retry}>
                {t("common.retry")}
              </button>
            </Banner>
          ) : null}
          {loaded.status === "ready" ? (
            <FranceSettingsForm saved={loaded.settings} rates={loaded.rates} />
          ) : null}
        </div>
        <AboutFacturX />
      </div>
    </div>
  );
};
