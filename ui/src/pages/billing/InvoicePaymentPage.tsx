import { type InvoiceDetailResponse, statusActions } from "@invoicing/core";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "wouter";
import { billingApi } from "../../api/billing-api.ts";
import { invoicesApi } from "../../api/invoices-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Banner } from "../../components/Banner.tsx";
import { DetailHeader } from "../../components/DetailHeader.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryPage } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { invoiceNumberText } from "../invoices/invoice-number.ts";
import { StatusBadge } from "../invoices/StatusBadge.tsx";
import styles from "./billing.module.css";
import { CardPayment } from "./CardPayment.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { PaymentSuccess } from "./PaymentSuccess.tsx";
import type { PaymentSteps } from "./use-card-payment.ts";

/** The payment of a loaded invoice: the order, the card form, then the success. */
const InvoicePayment = ({ invoice }: { readonly invoice: InvoiceDetailResponse }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const [paid, setPaid] = useState(false);
  const cardHeadingId = useId();
  const id = invoice.id;
  const steps = useMemo<PaymentSteps>(
    () => ({
      start: () => billingApi.createInvoicePaymentIntent(id),
      finish: async (paymentIntentId) =>
        (await billingApi.confirmInvoicePayment(id, paymentIntentId)).success,
    }),
    [id],
  );
  const number = invoiceNumberText(invoice.invoiceNumber, t);
  const back = `/invoices/${invoice.id}`;
  const amount = format.money(invoice.total, invoice.currency);
  const payable = statusActions("detail", invoice.status).includes("payInvoice");
  return (
    <>
      <DetailHeader
        title={t("billing.invoice.title", { number })}
        back={{ href: back, label: t("billing.invoice.back") }}
      >
        {t("billing.invoice.subtitle", { client: invoice.client.name })}
      </DetailHeader>
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
    </>
  );
};

/**
 * `/invoices/:id/payment` (docs/PRODUCT-RULES.md#payments): the card payment of a sent or overdue
 * invoice, for its total in its currency, with the same card form as the plans; a success marks the
 * invoice paid and goes back to it after 3 seconds.
 */
export const InvoicePaymentPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams<{ id: string }>();
  const loaded = useApiQuery({
    queryKey: ["invoice-payment", id],
    queryFn: ({ signal }) => invoicesApi.get(id, { signal }),
  });
  usePageTitle(
    loaded.data
      ? t("billing.invoice.title", { number: invoiceNumberText(loaded.data.invoiceNumber, t) })
      : t("common.loading"),
  );
  return (
    <QueryPage
      query={loaded}
      failureKey="invoicedetail.errors.fetchinvoice"
      notFound={t("invoicedetail.errors.invoicenotfound")}
    >
      {(invoice) => <InvoicePayment invoice={invoice} />}
    </QueryPage>
  );
};
