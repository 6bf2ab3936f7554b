import type { BillingConfigResponse } from "@invoicing/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { billingApi } from "../../api/billing-api.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./billing.module.css";
import { SandboxCardForm } from "./SandboxCardForm.tsx";
import { type PaymentSteps, useCardPayment } from "./use-card-payment.ts";

const StripeCardForm = lazy(() =>
  import("./StripeCardForm.tsx").then((module) => ({ default: module.StripeCardForm })),
);

/**
 * The card part of a payment screen: the card form the server names (Stripe Elements with a
 * publishable key, else the sandbox's), the processing state, and the failure of the last attempt
 * (docs/PRODUCT-RULES.md#payments). `amountText` is the formatted amount the button and the 3-D
 * Secure step show.
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
  const config = useApiQuery({
    queryKey: ["billing", "config"],
    queryFn: ({ signal }) => billingApi.config({ signal }),
  });
  const { processing, failure, pay } = useCardPayment(steps, onSucceeded);
  return (
    <QueryView query={config} failureKey="payments.processingerror">
      {(loaded) => (
        <CardForm
          config={loaded}
          payLabel={t("billing.card.pay", { amount: amountText })}
          amountText={amountText}
          processing={processing}
          failure={failure}
          pay={pay}
        />
      )}
    </QueryView>
  );
};

/** The card form the server names, with the processing state and the last attempt's failure. */
const CardForm = ({
  config,
  payLabel,
  amountText,
  processing,
  failure,
  pay,
}: {
  readonly config: BillingConfigResponse;
  readonly payLabel: string;
  readonly amountText: string;
} & Pick<ReturnType<typeof useCardPayment>, "processing" | "failure" | "pay">) => {
  const { t } = useTranslation();
  return (
    <div className={styles.cardPayment}>
      {failure ? <FailureBanner title={failure.title} reason={failure.reason} /> : null}
      {processing ? (
        <p className={styles.processing} role="status">
          <Spinner />
          {t("billing.card.processing")}
        </p>
      ) : null}
      {config.provider === "stripe" ? (
        <Suspense fallback={<Spinner label={t("common.loading")} block />}>
          <StripeCardForm
            publishableKey={config.publishableKey}
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
