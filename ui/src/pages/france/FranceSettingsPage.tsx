import { useTranslation } from "react-i18next";
import { franceApi } from "../../api/france-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { useFailureToast } from "../../queries/use-failure-toast.ts";
import { AboutFacturX } from "./AboutFacturX.tsx";
import { ChorusProSettingsSection } from "./ChorusProSettingsSection.tsx";
import { FranceSettingsForm } from "./FranceSettingsForm.tsx";
import styles from "./france-settings.module.css";
import { MissingMentions } from "./MissingMentions.tsx";
import { PaSettingsSection } from "./PaSettingsSection.tsx";

/**
 * `/france-settings` (docs/PRODUCT-RULES.md#screens, #e-invoicing-france): the company identity
 * French invoices carry, auto-send to the public e-invoicing platform and the default VAT rate,
 * beside what Factur-X and the reform mean. A failed load shows the fetch error toast and a banner
 * with a retry.
 */
export const FranceSettingsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("francesettings.title"));
  const loaded = useApiQuery({
    queryKey: ["france", "settings", "rates"],
    queryFn: async ({ signal }) => {
      const [settings, rates] = await Promise.all([
        franceApi.settings({ signal }),
        franceApi.vatRates({ signal }),
      ]);
      return { settings: settings.data, rates: rates.data };
    },
  });
  useFailureToast(loaded, "francesettings.fetcherror");

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
          <QueryView query={loaded} failureKey="francesettings.fetcherror">
            {({ settings, rates }) => (
              <>
                <MissingMentions saved={settings} />
                <FranceSettingsForm saved={settings} rates={rates} />
              </>
            )}
          </QueryView>
          <PaSettingsSection />
          <ChorusProSettingsSection />
        </div>
        <AboutFacturX />
      </div>
    </div>
  );
};
