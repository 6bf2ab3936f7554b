import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Icon } from "../../components/Icon.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

/** The way to the outbox viewer: where e-mails go while no mail service is configured. */
export const OutboxSection = () => {
  const { t } = useTranslation();
  return (
    <SettingsSection name="outbox" description={t("outbox.settingsdescription")}>
      <p>
        <Link href="/outbox" className="btn btn-secondary">
          <Icon name="mail" size={18} />
          {t("outbox.open")}
        </Link>
      </p>
    </SettingsSection>
  );
};
