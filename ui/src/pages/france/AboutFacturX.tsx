import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./france-settings.module.css";

/** The about block of the France settings: what Factur-X is and what the 2026–2027 reform asks. */
export const AboutFacturX = () => {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside className={`card ${styles.about}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t("francesettings.about.title")}</h2>
      <p>{t("francesettings.about.facturx")}</p>
      <h3>{t("francesettings.about.timelinetitle")}</h3>
      <ul>
        <li>{t("francesettings.about.receive2026")}</li>
        <li>{t("francesettings.about.issue2026")}</li>
        <li>{t("francesettings.about.issue2027")}</li>
      </ul>
      <p>{t("francesettings.about.platforms")}</p>
    </aside>
  );
};
