import type { CreatePaymentIntentResponse } from "@invoicing/core";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { billingApi } from "../../api/billing-api.ts";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";

/** What a payment screen gives the card form: how to start the payment and how to record it. */
export interface PaymentSteps {
  /** Creates the intent on the server, for the plan's or the invoice's amount. */
  readonly start: () => Promise<CreatePaymentIntentResponse>;
  /** Has the server verify the payment with the provider and record it; true when it succeeded. */
  readonly finish: (paymentIntentId: string) => Promise<boolean>;
}

/** The provider's answer to the card, in the browser: paid, or refused with the reason to show. */
export type ProviderAnswer =
  | { readonly paid: true }
  | { readonly paid: false; readonly reason: string };

/** Confirms an intent with the card, as Stripe.js or the sandbox card form does. */
export type ConfirmWithProvider = (intent: CreatePaymentIntentResponse) => Promise<ProviderAnswer>;

/**
 * Why the last attempt failed, as its banner shows it (the payment messages,
 * docs/PRODUCT-RULES.md#payments).
 */
export interface PaymentFailure {
  readonly title: string;
  readonly reason: string;
}

/**
 * The payment flow (docs/PRODUCT-RULES.md#payments): card entered, processing, then succeeded or
 * failed. An attempt creates the intent, has the provider confirm it with the card, and has the
 * server verify and record it; a refusal is reported to the server (`handle-payment-failure`) and
 * shown with the provider's reason. Each attempt is a new payment: a failed one is final.
 */
export const useCardPayment = (steps: PaymentSteps, onSucceeded: () => void) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const busy = useRef(false);

  const fail = useCallback(
    (title: string, reason: string) => {
      setFailure({ title, reason });
      toast.error(t("payments.paymentfailed"));
    },
    [t, toast],
  );

  const pay = useCallback(
    async (confirmWithProvider: ConfirmWithProvider) => {
      if (busy.current) return;
      busy.current = true;
      setProcessing(true);
      setFailure(null);
      try {
        const intent = await steps.start();
        const answer = await confirmWithProvider(intent);
        if (!answer.paid) {
          await billingApi
            .handlePaymentFailure(intent.paymentIntentId, answer.reason)
            .catch(() => undefined);
          fail(t("payments.paymentfailed"), answer.reason);
          return;
        }
        if (await steps.finish(intent.paymentIntentId)) {
          toast.success(t("payments.paymentsuccessful"));
          onSucceeded();
          return;
        }
        await billingApi
          .handlePaymentFailure(intent.paymentIntentId, t("payments.failedtryagain"))
          .catch(() => undefined);
        fail(t("payments.paymentfailed"), t("payments.failedtryagain"));
      } catch (error) {
        fail(t("payments.processingerror"), errorText(error, "payments.failedtryagain"));
      } finally {
        busy.current = false;
        setProcessing(false);
      }
    },
    [steps, onSucceeded, fail, t, toast, errorText],
  );

  return { processing, failure, pay };
};
