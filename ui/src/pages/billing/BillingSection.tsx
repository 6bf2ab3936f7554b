import {
  type PaymentListItem,
  type PaymentStatus,
  planById,
  type SubscriptionResponse,
} from "@invoicing/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { billingApi } from "../../api/billing-api.ts";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./billing.module.css";

const statusKeys: Readonly<Record<PaymentStatus, string>> = {
  pending: "billing.status.pending",
  succeeded: "billing.status.succeeded",
  failed: "billing.status.failed",
  canceled: "billing.status.canceled",
  refunded: "billing.status.refunded",
};

const SubscriptionSummary = ({
  subscription,
}: {
  readonly subscription: SubscriptionResponse["subscription"];
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  if (subscription === null) {
    return (
      <div className={styles.subscription}>
        <p>{t("billing.section.noplan")}</p>
        <Link href="/pricing-payment" className="btn btn-primary">
          {t("billing.section.chooseplan")}
        </Link>
      </div>
    );
  }
  const date = format.dateTime(subscription.currentPeriodEnd);
  return (
    <div className={styles.subscription}>
      <div>
        <p className={styles.planName}>
          <span>{t("billing.summary.plan", { plan: planById(subscription.planId).name })}</span>
          <span className={`${styles.pill} ${subscription.active ? styles.good : styles.ended}`}>
            {t(subscription.active ? "billing.section.active" : "billing.section.inactive")}
          </span>
        </p>
        <p className={styles.muted}>
          {t(subscription.active ? "billing.section.activeuntil" : "billing.section.endedon", {
            date,
          })}
        </p>
      </div>
      <Link href="/pricing-payment" className="btn btn-secondary">
        {t("billing.section.changeplan")}
      </Link>
    </div>
  );
};

/**
 * The settings' subscription and payments (docs/PRODUCT-RULES.md#payments): the plan, its status
 * and period end, and every payment (id, amount, currency, status, time) with a refund request
 * within 14 days.
 */
export const BillingSection = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const headingId = useId();
  const paymentsId = useId();
  const [refunding, setRefunding] = useState<string | null>(null);
  const loaded = useApiQuery({
    queryKey: ["billing"],
    queryFn: async ({ signal }) => {
      const [subscription, payments] = await Promise.all([
        billingApi.subscription({ signal }),
        billingApi.payments({ signal }),
      ]);
      return { subscription: subscription.subscription, payments: payments.data };
    },
  });

  const refund = async (payment: PaymentListItem) => {
    const amount = format.money(payment.amount, payment.currency);
    const confirmed = await confirm({
      title: t("billing.section.refundtitle"),
      message: t("billing.section.refundmessage", { amount }),
      confirmLabel: t("billing.section.refund"),
      danger: true,
    });
    if (!confirmed) return;
    setRefunding(payment.id);
    try {
      await billingApi.refund(payment.id);
      toast.success(t("billing.section.refunded", { amount }));
      await loaded.refetch();
    } catch (error) {
      toast.error(errorText(error, "billing.section.refundfailed"));
    } finally {
      setRefunding(null);
    }
  };

  return (
    <section id="billing" className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId}>{t("billing.section.title")}</h2>
        <p>{t("billing.section.description")}</p>
      </div>
      <QueryView query={loaded} failureKey="billing.section.failedtoload">
        {({ subscription, payments }) => (
          <>
            <SubscriptionSummary subscription={subscription} />
            <h3 id={paymentsId} className={styles.paymentsHeading}>
              {t("billing.section.payments")}
            </h3>
            {payments.length === 0 ? (
              <p className={styles.muted}>{t("billing.section.nopayments")}</p>
            ) : (
              <ul className={styles.payments} aria-labelledby={paymentsId}>
                {payments.map((payment) => (
                  <li key={payment.id} className={styles.payment}>
                    <div className={styles.paymentMain}>
                      <p className={styles.paymentWhat}>
                        <span>
                          {payment.planId === null
                            ? t("billing.section.forinvoice")
                            : t("billing.summary.plan", { plan: planById(payment.planId).name })}
                        </span>
                        {payment.provider === "sandbox" ? (
                          <span className={`${styles.pill} ${styles.test}`}>
                            {t("billing.section.test")}
                          </span>
                        ) : null}
                      </p>
                      <p className={styles.muted}>
                        <time dateTime={payment.createdAt}>
                          {format.dateTime(payment.createdAt)}
                        </time>
                      </p>
                      <p className={styles.paymentId}>
                        {t("billing.section.id")} <code>{payment.id}</code>
                      </p>
                    </div>
                    <div className={styles.paymentSide}>
                      <p className={styles.paymentAmount}>
                        {format.money(payment.amount, payment.currency)}{" "}
                        <span className={styles.muted}>{payment.currency}</span>
                      </p>
                      <span className={`${styles.pill} ${styles[payment.status]}`}>
                        {t(statusKeys[payment.status])}
                      </span>
                      {payment.refundable ? (
                        <button
                          type="button"
                          className="btn btn-secondary"
                          disabled={refunding !== null}
                          onClick={() => void refund(payment)}
                        >
                          {t("billing.section.refund")}
                        </button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
      {dialog}
    </section>
  );
};
