import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { BillingSection } from "../billing/BillingSection.tsx";
import { ProfileForm } from "../profile/ProfileForm.tsx";
import { JobsSection } from "./JobsSection.tsx";
import { LogoSection } from "./LogoSection.tsx";
import { NotificationsSection } from "./NotificationsSection.tsx";
import { NumberingSection } from "./NumberingSection.tsx";
import { OutboxSection } from "./OutboxSection.tsx";
import { PasswordSection } from "./PasswordSection.tsx";
import { PreferencesSection } from "./PreferencesSection.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { StripeConnectSection } from "./StripeConnectSection.tsx";
import styles from "./settings.module.css";
import { settingsSections } from "./settings-sections.ts";

/**
 * `/settings`: the profile with company details, the company logo, the password, notification
 * preferences, language and currency (docs/PRODUCT-RULES.md#screens), the credit notes' number
 * prefix, the way to the e-mail outbox, and the health of the jobs that run on their own.
 */
export const SettingsPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("settings.title"));
  const user = useAtomValue(userAtom);
  if (user === undefined) return null;
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("settings.title")}</h1>
          <p>{t("settings.subtitle")}</p>
        </div>
      </div>
      <div className={styles.layout}>
        <nav className={styles.contents} aria-label={t("settings.contents")}>
          <ul>
            {Object.values(settingsSections).map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.title)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.sections}>
          <SettingsSection name="profile" description={t("settings.profile.description")}>
            <ProfileForm user={user} detailed />
          </SettingsSection>
          <LogoSection user={user} />
          <PasswordSection />
          <NotificationsSection />
          {/* Keyed by the saved choice, so a language picked in the user menu shows here too. */}
          <PreferencesSection key={`${user.language}-${user.currency}`} user={user} />
          <NumberingSection user={user} />
          <StripeConnectSection />
          <OutboxSection />
          <JobsSection />
          <BillingSection />
        </div>
      </div>
    </div>
  );
};
