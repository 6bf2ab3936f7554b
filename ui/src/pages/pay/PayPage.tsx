import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type PublicInvoice, payLinkApi } from "../../api/pay-link-api.ts";
import { TextField } from "../../components/TextField.tsx";
import { isLanguage } from "../../i18n/languages.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import type { StripeAnswer } from "./PayStripeForm.tsx";
import styles from "./pay-page.module.css";

// Stripe Elements, and Stripe.js with it, load only for a seller paid through Stripe Connect.
const PayStripeForm = lazy(() =>
  import("./PayStripeForm.tsx").then((module) => ({ default: module.PayStripeForm })),
);

type Stage =
  | { readonly kind: "form" }
  | { readonly kind: "authenticate"; readonly paymentIntentId: string }
  | { readonly kind: "paid" };

/**
 * `/pay/:token`: a pay link's page, for the client, without an account
 * (docs/PRODUCT-RULES.md#pay-links, docs/PAY-PAGE.md): the seller, the invoice's summary and
 * balance, its PDF, and a card form paying the balance: Stripe Elements on the seller's connected
 * account under Stripe Connect, else the sandbox's form with its 3-D Secure step.
 */
export const PayPage = ({ token }: { readonly token: string }) => {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const [invoice, setInvoice] = useState<PublicInvoice>();
  const [unavailable, setUnavailable] = useState<string>();
  const [stage, setStage] = useState<Stage>({ kind: "form" });
  const [card, setCard] = useState({ number: "", expiry: "", cvc: "" });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    payLinkApi.open(token).then(setInvoice, (error: unknown) => {
      setUnavailable(errorText(error, "paylinks.errors.unavailable"));
    });
  }, [token, errorText]);

  const settle = async (paymentIntentId: string) => {
    const confirmed = await payLinkApi.confirm(token, paymentIntentId);
    if (confirmed.status === "succeeded") {
      setStage({ kind: "paid" });
      setInvoice(await payLinkApi.open(token));
    } else {
      setStage({ kind: "form" });
      setFailure(confirmed.failureReason ?? t("paylinks.declined"));
    }
  };

  const step = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error, "paylinks.errors.payment"));
    } finally {
      setBusy(false);
    }
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    void step(async () => {
      const { paymentIntentId } = await payLinkApi.start(token);
      const outcome = await payLinkApi.card(token, paymentIntentId, card);
      if (outcome.status === "requires_action") {
        setStage({ kind: "authenticate", paymentIntentId });
        return;
      }
      await settle(paymentIntentId);
    });
  };

  const payWithStripe = (confirm: (clientSecret: string) => Promise<StripeAnswer>) =>
    void step(async () => {
      const { clientSecret, paymentIntentId } = await payLinkApi.start(token);
      const answer = await confirm(clientSecret);
      if (!answer.paid) {
        setFailure(answer.reason);
        return;
      }
      await settle(paymentIntentId);
    });

  const authenticate = (paymentIntentId: string, approve: boolean) =>
    void step(async () => {
      await payLinkApi.authenticate(token, paymentIntentId, approve);
      await settle(paymentIntentId);
    });

  if (unavailable !== undefined) {
    return (
      <main className={styles.page}>
        <p role="alert">{unavailable}</p>
      </main>
    );
  }
  if (invoice === undefined) return <main className={styles.page} aria-busy="true" />;
  const money = (amount: number) => format.money(amount, invoice.currency);
  return (
    <main className={styles.page}>
      <h1>{t("paylinks.title", { seller: invoice.seller })}</h1>
      <dl className={styles.summary}>
        <div>
          <dt>{t("paylinks.invoice")}</dt>
          <dd>{invoice.invoiceNumber}</dd>
        </div>
        <div>
          <dt>{t("paylinks.client")}</dt>
          <dd>{invoice.clientName}</dd>
        </div>
        <div>
          <dt>{t("paylinks.duedate")}</dt>
          <dd>{format.date(invoice.dueDate)}</dd>
        </div>
        <div>
          <dt>{t("paylinks.total")}</dt>
          <dd>{money(invoice.total)}</dd>
        </div>
        <div>
          <dt>{t("invoicepayments.balancedue")}</dt>
          <dd className={styles.balance}>{money(invoice.balanceDue)}</dd>
        </div>
      </dl>
      <a className="btn btn-secondary" href={payLinkApi.pdfPath(token)} download>
        {t("paylinks.downloadpdf")}
      </a>
      {failure === undefined ? null : <p role="alert">{failure}</p>}
      {stage.kind === "paid" || invoice.balanceDue <= 0 ? (
        <p role="status" className={styles.paid}>
          {t("paylinks.paid")}
        </p>
      ) : invoice.card.provider === "none" ? (
        <p role="status">{t("paylinks.errors.sellernotconnected")}</p>
      ) : invoice.card.provider === "stripe" ? (
        <Suspense fallback={<div className={styles.card} aria-busy="true" />}>
          <PayStripeForm
            publishableKey={invoice.card.publishableKey}
            account={invoice.card.account}
            language={isLanguage(i18n.language) ? i18n.language : "en"}
            payLabel={t("paylinks.pay", { amount: money(invoice.balanceDue) })}
            busy={busy}
            onPay={payWithStripe}
          />
        </Suspense>
      ) : stage.kind === "authenticate" ? (
        <div className={styles.card}>
          <p>{t("paylinks.authenticate")}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => authenticate(stage.paymentIntentId, true)}
          >
            {t("paylinks.approve")}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => authenticate(stage.paymentIntentId, false)}
          >
            {t("paylinks.refuse")}
          </button>
        </div>
      ) : (
        <form className={styles.card} onSubmit={pay} noValidate>
          <TextField
            label={t("paylinks.card.number")}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={(number) => setCard({ ...card, number })}
          />
          <div className={styles.row}>
            <TextField
              label={t("paylinks.card.expiry")}
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={card.expiry}
              onChange={(expiry) => setCard({ ...card, expiry })}
            />
            <TextField
              label={t("paylinks.card.cvc")}
              inputMode="numeric"
              autoComplete="cc-csc"
              value={card.cvc}
              onChange={(cvc) => setCard({ ...card, cvc })}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t("paylinks.pay", { amount: money(invoice.balanceDue) })}
          </button>
        </form>
      )}
    </main>
  );
};
