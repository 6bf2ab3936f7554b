import { checkCard, declineMessageKey, todayIn } from "@invoicing/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { billingApi, type TypedCard } from "../../api/billing-api.ts";
import { Banner } from "../../components/Banner.tsx";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { TextField } from "../../components/TextField.tsx";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import styles from "./billing.module.css";
import type { ConfirmWithProvider, ProviderAnswer } from "./use-card-payment.ts";

// Stripe's test cards for the outcomes worth trying, as the notice lists them.
const testCards = [
  ["4242 4242 4242 4242", "billing.sandbox.cards.succeeds"],
  ["4000 0000 0000 0002", "billing.sandbox.cards.declined"],
  ["4000 0000 0000 9995", "billing.sandbox.cards.insufficient"],
  ["4000 0025 0000 3155", "billing.sandbox.cards.authenticates"],
] as const;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The built-in sandbox's card form, used when Stripe is not configured or sandbox mode is on: it
 * takes Stripe's test cards, checks the card as the server will (Luhn key, expiry, security
 * code), and plays the 3-D Secure step of a card that asks for it in a dialog.
 */
export const SandboxCardForm = ({
  payLabel,
  amountText,
  processing,
  onPay,
}: {
  readonly payLabel: string;
  readonly amountText: string;
  readonly processing: boolean;
  readonly onPay: (confirm: ConfirmWithProvider) => void;
}) => {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const { values, bind, errors, setErrors } = useFormValues<TypedCard>({
    number: "",
    expiry: "",
    cvc: "",
  });
  const { confirm, dialog } = useConfirmDialog();

  const answerOf = (outcome: {
    readonly status: string;
    readonly declineCode: Parameters<typeof declineMessageKey>[0] | null;
    readonly failureReason: string | null;
  }): ProviderAnswer => {
    if (outcome.status === "succeeded") return { paid: true };
    const reason =
      outcome.declineCode === null
        ? (outcome.failureReason ?? t("payments.failedtryagain"))
        : t(declineMessageKey(outcome.declineCode));
    return { paid: false, reason };
  };

  const confirmWithSandbox: ConfirmWithProvider = async ({ paymentIntentId }) => {
    const outcome = await billingApi.sandboxConfirm(paymentIntentId, values);
    if (outcome.status !== "requires_action") return answerOf(outcome);
    const approved = await confirm({
      title: t("billing.sandbox.authtitle"),
      message: t("billing.sandbox.authmessage", { amount: amountText }),
      confirmLabel: t("billing.sandbox.authconfirm"),
    });
    return answerOf(await billingApi.sandboxAuthenticate(paymentIntentId, approved));
  };

  const submit = () => {
    const checked = checkCard(values, todayIn(browserTimeZone(), new Date()));
    if ("fields" in checked) {
      setErrors(checked.fields);
      focusFirstInvalid(form.current);
      return;
    }
    onPay(confirmWithSandbox);
  };

  const invalid = Object.keys(errors).length > 0;
  return (
    <form
      ref={form}
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Banner kind="info">
        <p>
          <strong>{t("billing.sandbox.title")}</strong>
        </p>
        <p>{t("billing.sandbox.notice")}</p>
        <ul className={styles.testCards}>
          {testCards.map(([number, outcome]) => (
            <li key={number}>
              <code>{number}</code> {t(outcome)}
            </li>
          ))}
        </ul>
      </Banner>
      {invalid ? <Banner kind="error">{t("payments.invalidcard")}</Banner> : null}
      <TextField
        label={t("billing.card.number")}
        {...bind("number")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
      />
      <div className="form-row">
        <TextField
          label={t("billing.card.expiry")}
          {...bind("expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("billing.card.expiryplaceholder")}
          maxLength={7}
        />
        <TextField
          label={t("billing.card.cvc")}
          {...bind("cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      <button
        type="submit"
        className={`btn btn-primary btn-block ${styles.pay}`}
        disabled={processing}
      >
        {processing ? t("billing.card.processing") : payLabel}
      </button>
      {dialog}
    </form>
  );
};
