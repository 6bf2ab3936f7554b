import { statusActions } from "@invoicing/core";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { ApiError, billingApi, type InvoiceDetail, invoicesApi } from "../../api/index.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Banner } from "../../components/Banner.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { invoiceNumberText } from "../invoices/invoice-number.ts";
import { StatusBadge } from "../invoices/StatusBadge.tsx";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import styles from "./billing.module.css";
import { CardPayment } from "./CardPayment.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { PaymentSuccess } from "./PaymentSuccess.tsx";
import type { PaymentSteps } from "./use-card-payment.ts";

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly invoice: InvoiceDetail }
  | { readonly status: "notfound" }
  | { readonly status: "failed"; readonly error: unknown };

/**
 * `/invoices/:id/payment` (decisions §6): the card payment of a sent or overdue invoice, for its
 * total in its currency, with the same card form as the plans; a success marks the invoice paid
 * and goes back to it after 3 seconds.
 */
export const InvoicePaymentPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const { id = "" } = useParams<{ id: string }>();
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [paid, setPaid] = useState(false);
  const cardHeadingId = useId();

  useEffect(() => {
    const controller = new AbortController();
    invoicesApi
      .get(id, { signal: controller.signal })
      .then((invoice) => setLoaded({ status: "loaded", invoice }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setLoaded(notFound ? { status: "notfound" } : { status: "failed", error });
      });
    return () => controller.abort();
  }, [id]);

  const steps = useMemo<PaymentSteps>(
    () => ({
      start: () => billingApi.createInvoicePaymentIntent(id),
      finish: async (paymentIntentId) =>
        (await billingApi.confirmInvoicePayment(id, paymentIntentId)).success,
    }),
    [id],
  );

  const invoice = loaded.status === "loaded" ? loaded.invoice : undefined;
  const number = invoice ? invoiceNumberText(invoice.invoiceNumber, t) : "";
  usePageTitle(invoice ? t("billing.invoice.title", { number }) : t("common.loading"));

  if (loaded.status === "notfound") {
    return <NotFoundPage message={t("invoicedetail.errors.invoicenotfound")} />;
  }
  if (loaded.status === "loading") {
    return (
      <div className="page">
        <Spinner block label={t("common.loading")} />
      </div>
    );
  }
  if (loaded.status === "failed" || invoice === undefined) {
    return (
      <div className="page">
        <FailureBanner
          title={t("invoicedetail.errors.fetchinvoice")}
          reason={errorText(
            loaded.status === "failed" ? loaded.error : undefined,
            "invoicedetail.errors.fetchinvoice",
          )}
        />
      </div>
    );
  }

  const back = `/invoices/${invoice.id}`;
  const amount = format.money(invoice.total, invoice.currency);
  const payable = statusActions("detail", invoice.status).includes("payInvoice");
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("billing.invoice.title", { number })}</h1>
          <p>{t("billing.invoice.subtitle", { client: invoice.client.name })}</p>
        </div>
        <Link href={back} className="btn btn-secondary">
          {t("billing.invoice.back")}
        </Link>
      </div>
      {paid ? (
        <PaymentSuccess
          message={t("billing.success.invoice", { number })}
          redirectNotice={t("billing.success.redirectinvoice")}
          next={back}
          nextLabel={t("billing.invoice.back")}
        />
      ) : payable ? (
        <div className={styles.checkout}>
          <OrderSummary
            title={t("billing.invoice.summary", { number })}
            lines={[
              { label: t("billing.invoice.client"), value: invoice.client.name },
              { label: t("billing.invoice.due"), value: format.date(invoice.dueDate) },
            ]}
            total={{ label: t("billing.invoice.amount"), value: amount }}
          />
          <section className="card" aria-labelledby={cardHeadingId}>
            <h2 id={cardHeadingId} className={styles.cardHeading}>
              {t("billing.card.title")}
            </h2>
            <CardPayment steps={steps} amountText={amount} onSucceeded={() => setPaid(true)} />
          </section>
        </div>
      ) : (
        <Banner kind="info">
          <p>
            {t("billing.invoice.notpayable")} <StatusBadge status={invoice.status} />
          </p>
        </Banner>
      )}
    </div>
  );
};
