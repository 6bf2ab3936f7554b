import type { BrazilSettings, NfeCertificateInfo } from "@invoicing/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { brazilApi } from "../../api/index.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { AboutNfe } from "./AboutNfe.tsx";
import { BrazilSettingsForm } from "./BrazilSettingsForm.tsx";
import styles from "./brazil.module.css";
import { CertificateSection } from "./CertificateSection.tsx";

type Loaded =
  | { readonly status: "loading" }
  | {
      readonly status: "loaded";
      readonly settings: BrazilSettings | null;
      readonly certificate: NfeCertificateInfo | null;
    }
  | { readonly status: "failed"; readonly error: unknown };

/**
 * `/brazil-settings` (spec §2): the company information and tax-authority options of NF-e, the
 * A1 certificate that signs them, and what NF-e, SEFAZ and the environments mean.
 */
export const BrazilSettingsPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  usePageTitle(t("brazilsettings.title"));
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    void generation;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    Promise.all([brazilApi.settings(options), brazilApi.certificate(options)])
      .then(([settings, certificate]) =>
        setLoaded({ status: "loaded", settings: settings.data, certificate: certificate.data }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: "failed", error });
        toast.error(t("brazilsettings.fetcherror"));
      });
    return () => controller.abort();
  }, [generation, toast, t]);

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("brazilsettings.title")}</h1>
          <p>{t("brazilsettings.subtitle")}</p>
        </div>
      </div>
      {loaded.status === "loading" ? <Spinner block label={t("common.loading")} /> : null}
      {loaded.status === "failed" ? (
        <FailureBanner
          title={t("brazilsettings.fetcherror")}
          reason={errorText(loaded.error, "brazilsettings.fetcherror")}
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
      {loaded.status === "loaded" ? (
        <div className={styles.layout}>
          <BrazilSettingsForm
            settings={loaded.settings}
            onSaved={(settings) => setLoaded({ ...loaded, settings })}
          />
          <CertificateSection
            certificate={loaded.certificate}
            onChange={(certificate) => setLoaded({ ...loaded, certificate })}
          />
          <AboutNfe />
        </div>
      ) : null}
    </div>
  );
};
