import type { BillingConfigResponse } from "@invoicing/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { billingApi } from "../../api/index.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import styles from "./billing.module.css";
import { SandboxCardForm } from "./SandboxCardForm.tsx";
import { type PaymentSteps, useCardPayment } from "./use-card-payment.ts";

const StripeCardForm = lazy(() =>
  import("./StripeCardForm.tsx").then((module) => ({ default: module.StripeCardForm })),
);

type Config =
  | { readonly state: "loading" }
  | { readonly state: "loaded"; readonly config: BillingConfigResponse }
  | { readonly state: "failed"; readonly error: unknown };

/**
 * The card part of a payment screen: the card form the server names (Stripe Elements with a
 * publishable key, else the sandbox's), the processing state, and the failure of the last attempt
 * (spec §8). `amountText` is the formatted amount the button and the 3-D Secure step show.
 */
export const CardPayment = ({
  steps,
  amountText,
  onSucceeded,
}: {
  readonly steps: PaymentSteps;
  readonly amountText: string;
  readonly onSucceeded: () => void;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [config, setConfig] = useState<Config>({ state: "loading" });
  const { processing, failure, pay } = useCardPayment(steps, onSucceeded);

  useEffect(() => {
    const controller = new AbortController();
    billingApi
      .config({ signal: controller.signal })
      .then((loaded) => setConfig({ state: "loaded", config: loaded }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setConfig({ state: "failed", error });
      });
    return () => controller.abort();
  }, []);

  if (config.state === "loading") return <Spinner label={t("common.loading")} block />;
  if (config.state === "failed") {
    return (
      <FailureBanner
        title={t("payments.processingerror")}
        reason={errorText(config.error, "payments.failedtryagain")}
      />
    );
  }
  const payLabel = t("billing.card.pay", { amount: amountText });
  return (
    <div className={styles.cardPayment}>
      {failure ? <FailureBanner title={failure.title} reason={failure.reason} /> : null}
      {processing ? (
        <p className={styles.processing} role="status">
          <Spinner />
          {t("billing.card.processing")}
        </p>
      ) : null}
      {config.config.provider === "stripe" ? (
        <Suspense fallback={<Spinner label={t("common.loading")} block />}>
          <StripeCardForm
            publishableKey={config.config.publishableKey}
            payLabel={payLabel}
            processing={processing}
            onPay={pay}
          />
        </Suspense>
      ) : (
        <SandboxCardForm
          payLabel={payLabel}
          amountText={amountText}
          processing={processing}
          onPay={pay}
        />
      )}
    </div>
  );
};
