import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../app/use-page-title.ts";
import { SandboxModeSection } from "./SandboxModeSection.tsx";
import { SandboxTestsSection } from "./SandboxTestsSection.tsx";
import styles from "./sandbox.module.css";

/**
 * `/sandbox-settings` (docs/PRODUCT-RULES.md#sandbox): the sandbox mode switch, the France and
 * Brazil e-invoicing test runs and their results.
 */
export const SandboxSettingsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("sandbox.title"));
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("sandbox.title")}</h1>
          <p>{t("sandbox.subtitle")}</p>
        </div>
      </div>
      <div className={styles.layout}>
        <SandboxModeSection />
        <SandboxTestsSection />
      </div>
    </div>
  );
};
