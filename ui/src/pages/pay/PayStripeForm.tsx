import type { Language } from "@invoicing/core";
import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripeElementLocale } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useTranslation } from "react-i18next";
import styles from "./pay-page.module.css";

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

// One Stripe.js per connected account: Stripe.js confirms a direct charge on the account it was
// loaded for. It is fetched from Stripe the first time this form shows, never before.
const loaded = new Map<string, Promise<Stripe | null>>();
const stripeOn = (publishableKey: string, account: string): Promise<Stripe | null> => {
  const key = `${publishableKey} ${account}`;
  const known = loaded.get(key);
  if (known !== undefined) return known;
  const loading = loadStripe(publishableKey, { stripeAccount: account });
  loaded.set(key, loading);
  return loading;
};

/** What the card's confirmation in the browser came to: paid, or refused with Stripe's reason. */
export type StripeAnswer =
  | { readonly paid: true }
  | { readonly paid: false; readonly reason: string };

const CardFields = ({
  payLabel,
  busy,
  onPay,
}: {
  readonly payLabel: string;
  readonly busy: boolean;
  readonly onPay: (confirm: (clientSecret: string) => Promise<StripeAnswer>) => void;
}) => {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const confirm = async (clientSecret: string): Promise<StripeAnswer> => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return { paid: false, reason: t("paylinks.errors.payment") };
    // Stripe.js runs 3-D Secure itself when the card asks for it.
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    return result.error
      ? { paid: false, reason: result.error.message ?? t("paylinks.declined") }
      : { paid: true };
  };
  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        onPay(confirm);
      }}
    >
      <fieldset className={styles.cardFieldset}>
        <legend>{t("paylinks.card.details")}</legend>
        <div className={styles.stripeCard}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy || !stripe}>
        {payLabel}
      </button>
    </form>
  );
};

/**
 * The pay link's card form under Stripe Connect (docs/PAY-PAGE.md): Stripe Elements loaded for the
 * seller's connected account, so that the card goes to the PaymentIntent the server made there.
 * A chunk of its own, loaded only for such a seller.
 */
export const PayStripeForm = ({
  publishableKey,
  account,
  language,
  payLabel,
  busy,
  onPay,
}: {
  readonly publishableKey: string;
  readonly account: string;
  readonly language: Language;
  readonly payLabel: string;
  readonly busy: boolean;
  readonly onPay: (confirm: (clientSecret: string) => Promise<StripeAnswer>) => void;
}) => (
  <Elements
    stripe={stripeOn(publishableKey, account)}
    options={{ locale: stripeLocales[language] }}
  >
    <CardFields payLabel={payLabel} busy={busy} onPay={onPay} />
  </Elements>
);
