import type { NotificationPreferences } from "@invoicing/core";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { settingsApi } from "../../api/settings-api.ts";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useAppQueryClient } from "../../queries/query-client.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import styles from "./settings.module.css";

/**
 * The preferences of docs/PRODUCT-RULES.md#accounts and whether invoice e-mails carry the pay link
 * (docs/PRODUCT-RULES.md#pay-links), in the order shown, with the i18n keys of label and hint.
 */
const preferences: ReadonlyArray<{
  readonly name: keyof NotificationPreferences;
  readonly label: string;
  readonly hint: string;
}> = [
  {
    name: "emailNotifications",
    label: "settings.notifications.emailnotifications",
    hint: "settings.notifications.emailnotificationshint",
  },
  {
    name: "paymentReminders",
    label: "settings.notifications.paymentreminders",
    hint: "settings.notifications.paymentremindershint",
  },
  {
    name: "overdueNotifications",
    label: "settings.notifications.overduenotifications",
    hint: "settings.notifications.overduenotificationshint",
  },
  {
    name: "newFeatureAnnouncements",
    label: "settings.notifications.newfeatureannouncements",
    hint: "settings.notifications.newfeatureannouncementshint",
  },
  {
    name: "payLinkInInvoiceEmails",
    label: "settings.notifications.paylinkinemails",
    hint: "settings.notifications.paylinkinemailshint",
  },
];

const notificationsKey = ["settings", "notifications"];

/** The preferences as the user ticks them; a save keeps what the server answered. */
const NotificationsForm = ({ saved }: { readonly saved: NotificationPreferences }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useAppQueryClient();
  const [values, setValues] = useState(saved);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await settingsApi.saveNotifications(values);
      queryClient.setQueryData(notificationsKey, answer);
      setValues(answer);
      toast.success(t("settings.notificationssaved"));
    } catch (error) {
      toast.error(errorText(error, "settings.failedtoupdatenotifications"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={save} noValidate>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t("settings.notifications.title")}</legend>
        {preferences.map(({ name, label, hint }) => (
          <CheckboxField
            key={name}
            label={t(label)}
            hint={t(hint)}
            checked={values[name]}
            onChange={(checked) => setValues({ ...values, [name]: checked })}
          />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("common.saving") : t("settings.notifications.save")}
        </button>
      </div>
    </form>
  );
};

/** Which e-mails the user wants: loaded from and saved to `/api/user/notifications`. */
export const NotificationsSection = () => {
  const { t } = useTranslation();
  const loaded = useApiQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => settingsApi.notifications({ signal }),
  });
  useEffect(() => {
    if (loaded.isError) console.error("failed to fetch notification settings", loaded.error);
  }, [loaded.isError, loaded.error]);
  return (
    <SettingsSection name="notifications" description={t("settings.notifications.description")}>
      <QueryView query={loaded} failureKey="settings.failedtofetchnotifications">
        {(saved) => <NotificationsForm saved={saved} />}
      </QueryView>
    </SettingsSection>
  );
};
