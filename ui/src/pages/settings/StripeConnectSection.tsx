import type { StripeConnectStatusJson } from "@invoicing/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { stripeConnectApi } from "../../api/stripe-connect-api.ts";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useAppQueryClient } from "../../queries/query-client.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import styles from "./settings.module.css";

const statusKey = ["settings", "stripe-connect"];

/** What Stripe sent the seller back to the settings page with, if this visit is that return. */
const stripeReturn = (): { readonly state: string; readonly code: string } | null => {
  const query = new URLSearchParams(window.location.search);
  const state = query.get("state");
  const code = query.get("code");
  return state !== null && code !== null ? { state, code } : null;
};

/** The connect / disconnect buttons over the seller's current status. */
const StripeConnectForm = ({ status }: { readonly status: StripeConnectStatusJson }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const format = useFormatters();
  const queryClient = useAppQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>, fallbackKey: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(errorText(error, fallbackKey));
    } finally {
      setBusy(false);
    }
  };

  const connect = () =>
    run(async () => {
      const { url } = await stripeConnectApi.start();
      window.location.assign(url);
    }, "settings.stripeconnect.errors.connect");

  const disconnect = () =>
    run(async () => {
      await stripeConnectApi.disconnect();
      await queryClient.invalidateQueries({ queryKey: statusKey });
      toast.success(t("settings.stripeconnect.disconnected"));
    }, "settings.stripeconnect.errors.disconnect");

  if (!status.available) return <p>{t("settings.stripeconnect.unavailable")}</p>;
  return (
    <div className={styles.actions}>
      {status.accountId === null ? (
        <>
          <p>{t("settings.stripeconnect.notconnected")}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void connect()}
          >
            {t("settings.stripeconnect.connect")}
          </button>
        </>
      ) : (
        <>
          <p>
            {t("settings.stripeconnect.connected", {
              account: status.accountId,
              when: status.connectedAt === null ? "" : format.dateTime(status.connectedAt),
            })}
          </p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => void disconnect()}
          >
            {t("settings.stripeconnect.disconnect")}
          </button>
        </>
      )}
    </div>
  );
};

/**
 * Stripe Connect in settings (docs/PRODUCT-RULES.md#stripe-connect): the seller connects a Stripe
 * account so pay links take cards into it, or disconnects it. Stripe sends the seller back here
 * with `code` and `state`, which are passed to the server once, then taken off the address.
 */
export const StripeConnectSection = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const queryClient = useAppQueryClient();
  const finishing = useRef(false);
  const loaded = useApiQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => stripeConnectApi.status({ signal }),
  });

  useEffect(() => {
    const returned = stripeReturn();
    if (returned === null || finishing.current) return;
    finishing.current = true;
    window.history.replaceState(null, "", `${window.location.pathname}#stripe-connect`);
    stripeConnectApi
      .finish(returned)
      .then((status) => {
        queryClient.setQueryData(statusKey, status);
        toast.success(t("settings.stripeconnect.connectedtoast"));
      })
      .catch((error: unknown) =>
        toast.error(errorText(error, "settings.stripeconnect.errors.connect")),
      );
  }, [queryClient, toast, errorText, t]);

  return (
    <SettingsSection name="stripeConnect" description={t("settings.stripeconnect.description")}>
      <QueryView query={loaded} failureKey="settings.stripeconnect.errors.fetch">
        {(status) => <StripeConnectForm status={status} />}
      </QueryView>
    </SettingsSection>
  );
};
