import type { BrazilSettings, NfeCertificateInfo } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { brazilApi } from "../../api/brazil-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useAppQueryClient } from "../../queries/query-client.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { useFailureToast } from "../../queries/use-failure-toast.ts";
import { AboutNfe } from "./AboutNfe.tsx";
import { BrazilSettingsForm } from "./BrazilSettingsForm.tsx";
import styles from "./brazil.module.css";
import { CertificateSection } from "./CertificateSection.tsx";
import { NfeVoidRangeSection } from "./NfeVoidRangeSection.tsx";
import { NfseSettingsSection } from "./NfseSettingsSection.tsx";

/** What the page reads: the saved settings and the certificate, each null when there is none. */
interface BrazilSetup {
  readonly settings: BrazilSettings | null;
  readonly certificate: NfeCertificateInfo | null;
}

const setupKey = ["brazil", "setup"];

/**
 * `/brazil-settings` (docs/PRODUCT-RULES.md#screens): the company information and tax-authority
 * options of NF-e, the A1 certificate that signs them, and what NF-e, SEFAZ and the environments
 * mean.
 */
export const BrazilSettingsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("brazilsettings.title"));
  const queryClient = useAppQueryClient();
  const loaded = useApiQuery({
    queryKey: setupKey,
    queryFn: async ({ signal }): Promise<BrazilSetup> => {
      const [settings, certificate] = await Promise.all([
        brazilApi.settings({ signal }),
        brazilApi.certificate({ signal }),
      ]);
      return { settings: settings.data, certificate: certificate.data };
    },
  });
  useFailureToast(loaded, "brazilsettings.fetcherror");
  // A save or an upload answers with what changed: the page shows it without reading again.
  const update = (change: Partial<BrazilSetup>) =>
    queryClient.setQueryData<BrazilSetup>(setupKey, (setup) => setup && { ...setup, ...change });

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("brazilsettings.title")}</h1>
          <p>{t("brazilsettings.subtitle")}</p>
        </div>
      </div>
      <QueryView query={loaded} failureKey="brazilsettings.fetcherror">
        {({ settings, certificate }) => (
          <div className={styles.layout}>
            <BrazilSettingsForm
              settings={settings}
              onSaved={(saved) => update({ settings: saved })}
            />
            <CertificateSection
              certificate={certificate}
              onChange={(changed) => update({ certificate: changed })}
            />
            {settings === null ? null : <NfseSettingsSection />}
            {settings === null ? null : <NfeVoidRangeSection />}
            <AboutNfe />
          </div>
        )}
      </QueryView>
    </div>
  );
};
