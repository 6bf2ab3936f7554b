import type { Language } from "@invoicing/core";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useTranslation } from "react-i18next";
import { isLanguage } from "../../i18n/languages.ts";
import styles from "./billing.module.css";
import type { ConfirmWithProvider } from "./use-card-payment.ts";

// Stripe.js is fetched from Stripe on the first card form, never before: this module itself is
// loaded only when a payment page needs Stripe Elements.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string): Promise<Stripe | null> => {
  const known = loaded.get(publishableKey);
  if (known !== undefined) return known;
  const loading = loadStripe(publishableKey);
  loaded.set(publishableKey, loading);
  return loading;
};

// Stripe words its card fields and errors in each of the interface's languages.
const stripeLocales: Readonly<Record<Language, StripeElementLocale>> = {
  en: "en",
  zh: "zh",
  fr: "fr",
  es: "es",
  de: "de",
  ja: "ja",
  "pt-BR": "pt-BR",
};

const CardFields = ({
  payLabel,
  processing,
  onPay,
}: {
  readonly payLabel: string;
  readonly processing: boolean;
  readonly onPay: (confirm: ConfirmWithProvider) => void;
}) => {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();

  const confirmWithStripe: ConfirmWithProvider = async ({ clientSecret }) => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return { paid: false, reason: t("payments.processingerror") };
    // Stripe.js runs 3-D Secure itself when the card asks for it.
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    return result.error
      ? { paid: false, reason: result.error.message ?? t("payments.failedtryagain") }
      : { paid: true };
  };

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        onPay(confirmWithStripe);
      }}
    >
      <fieldset className={`field ${styles.cardFieldset}`}>
        <legend className={styles.cardLabel}>{t("billing.card.details")}</legend>
        <div className={styles.stripeCard}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </fieldset>
      <button
        type="submit"
        className={`btn btn-primary btn-block ${styles.pay}`}
        disabled={processing || !stripe}
      >
        {processing ? t("billing.card.processing") : payLabel}
      </button>
    </form>
  );
};

/**
 * The card form of Stripe Elements (docs/PRODUCT-RULES.md#payments), loaded lazily when Stripe is
 * configured: the card fields live in Stripe's frames, and Stripe.js confirms the intent the server
 * created.
 */
export const StripeCardForm = ({
  publishableKey,
  payLabel,
  processing,
  onPay,
}: {
  readonly publishableKey: string;
  readonly payLabel: string;
  readonly processing: boolean;
  readonly onPay: (confirm: ConfirmWithProvider) => void;
}) => {
  const { i18n } = useTranslation();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ locale: isLanguage(i18n.language) ? stripeLocales[i18n.language] : "auto" }}
    >
      <CardFields payLabel={payLabel} processing={processing} onPay={onPay} />
    </Elements>
  );
};
