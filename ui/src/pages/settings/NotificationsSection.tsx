import type { NotificationPreferences } from "@invoicing/core";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { settingsApi } from "../../api/index.ts";
import { Banner } from "../../components/Banner.tsx";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import styles from "./settings.module.css";

/** The four preferences of spec §3, in the order shown, with the i18n keys of label and hint. */
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
];

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "ready"; readonly values: NotificationPreferences };

/** Which e-mails the user wants: loaded from and saved to `/api/user/notifications`. */
export const NotificationsSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt (a retry) fetches again
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    settingsApi
      .notifications({ signal: controller.signal })
      .then((values) => setLoaded({ status: "ready", values }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("failed to fetch notification settings", error);
        setLoaded({ status: "failed" });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (loaded.status !== "ready") return;
    setBusy(true);
    try {
      setLoaded({ status: "ready", values: await settingsApi.saveNotifications(loaded.values) });
      toast.success(t("settings.notificationssaved"));
    } catch (error) {
      toast.error(errorText(error, "settings.failedtoupdatenotifications"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection name="notifications" description={t("settings.notifications.description")}>
      {loaded.status === "loading" ? <Spinner label={t("common.loading")} /> : null}
      {loaded.status === "failed" ? (
        <Banner kind="error">
          <p>{t("settings.failedtofetchnotifications")}</p>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {t("common.retry")}
          </button>
        </Banner>
      ) : null}
      {loaded.status === "ready" ? (
        <form className="form" onSubmit={save} noValidate>
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">{t("settings.notifications.title")}</legend>
            {preferences.map(({ name, label, hint }) => (
              <CheckboxField
                key={name}
                label={t(label)}
                hint={t(hint)}
                checked={loaded.values[name]}
                onChange={(checked) =>
                  setLoaded({ status: "ready", values: { ...loaded.values, [name]: checked } })
                }
              />
            ))}
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t("common.saving") : t("settings.notifications.save")}
            </button>
          </div>
        </form>
      ) : null}
    </SettingsSection>
  );
};
