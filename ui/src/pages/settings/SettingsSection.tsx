import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./settings.module.css";
import { type SettingsSectionName, settingsSections } from "./settings-sections.ts";

/**
 * One card of the settings page: its heading (the target of the page's contents), a sentence on
 * what it holds, then its form.
 */
export const SettingsSection = ({
  name,
  description,
  children,
}: {
  readonly name: SettingsSectionName;
  readonly description: string;
  readonly children: ReactNode;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const section = settingsSections[name];
  return (
    <section id={section.id} className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t(section.title)}</h2>
        <p>{description}</p>
      </div>
      {children}
    </section>
  );
};
