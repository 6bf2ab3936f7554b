import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./brazil.module.css";

/**
 * The informational block of the Brazil settings (docs/PRODUCT-RULES.md#e-invoicing-brazil): NF-e,
 * SEFAZ, environments, sandbox.
 */
export const AboutNfe = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={`card ${styles.about}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("brazilsettings.about.title")}</h2>
      <p>{t("brazilsettings.about.intro")}</p>
      <ul>
        <li>{t("brazilsettings.about.sefaz")}</li>
        <li>{t("brazilsettings.about.environments")}</li>
        <li>{t("brazilsettings.about.certificate")}</li>
        <li>{t("brazilsettings.about.sandbox")}</li>
        <li>{t("brazilsettings.about.danfe")}</li>
      </ul>
    </section>
  );
};
