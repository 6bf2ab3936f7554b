import { fromMinorUnits, type Plan, planById } from "@invoicing/core";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { billingApi } from "../../api/billing-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Banner } from "../../components/Banner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { useApiQuery } from "../../queries/use-api-query.ts";
import styles from "./billing.module.css";
import { CardPayment } from "./CardPayment.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { PaymentSuccess } from "./PaymentSuccess.tsx";
import { PlanChoice } from "./PlanChoice.tsx";
import type { PaymentSteps } from "./use-card-payment.ts";

/** Paying for one plan: the order summary beside the card form. */
const PlanCheckout = ({
  plan,
  onBack,
  onPaid,
}: {
  readonly plan: Plan;
  readonly onBack: () => void;
  readonly onPaid: () => void;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const cardHeadingId = useId();
  const price = format.money(fromMinorUnits(plan.price, plan.currency), plan.currency);
  const steps = useMemo<PaymentSteps>(
    () => ({
      start: () => billingApi.createPaymentIntent(plan),
      finish: async (paymentIntentId) =>
        (await billingApi.confirmPayment(paymentIntentId, plan.id)).success,
    }),
    [plan],
  );
  return (
    <>
      <div>
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          <span className={styles.backIcon}>
            <Icon name="chevron" size={18} />
          </span>
          {t("billing.back")}
        </button>
      </div>
      <div className={styles.checkout}>
        <OrderSummary
          title={t("billing.summary.plan", { plan: plan.name })}
          lines={[
            { label: t("billing.summary.price"), value: `${price} ${t("pricing.permonth")}` },
            { label: t("billing.summary.billing"), value: t("billing.summary.monthly") },
          ]}
          total={{ label: t("billing.summary.total"), value: price }}
          note={t("billing.summary.note")}
        />
        <section className="card" aria-labelledby={cardHeadingId}>
          <h2 id={cardHeadingId} className={styles.cardHeading}>
            {t("billing.card.title")}
          </h2>
          <CardPayment steps={steps} amountText={price} onSucceeded={onPaid} />
        </section>
      </div>
    </>
  );
};

/**
 * `/pricing-payment` (signed in, docs/PRODUCT-RULES.md#payments): the plan cards, then the order
 * summary with the card form, processing, and the success screen that moves to the dashboard after
 * 3 seconds, or the failure's message. Back clears the plan and the status.
 */
export const PricingPaymentPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("billing.title"));
  const format = useFormatters();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [paid, setPaid] = useState<Plan | null>(null);
  // The plan cards work without it; a failure only leaves the "current plan" note out.
  const current = useApiQuery({
    queryKey: ["billing", "subscription"],
    queryFn: ({ signal }) => billingApi.subscription({ signal }),
  }).data?.subscription;

  const active = current?.active ? current : null;
  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("billing.title")}</h1>
          <p>{t("billing.subtitle")}</p>
        </div>
      </div>
      {paid ? (
        <PaymentSuccess
          message={t("billing.success.plan", { plan: paid.name })}
          redirectNotice={t("billing.success.redirect")}
          next="/dashboard"
          nextLabel={t("billing.success.now")}
        />
      ) : plan ? (
        <PlanCheckout plan={plan} onBack={() => setPlan(null)} onPaid={() => setPaid(plan)} />
      ) : (
        <>
          {active ? (
            <Banner kind="info">
              {t("billing.activeuntil", {
                plan: planById(active.planId).name,
                date: format.dateTime(active.currentPeriodEnd),
              })}
            </Banner>
          ) : null}
          <PlanChoice currentPlanId={active?.planId ?? null} onChoose={setPlan} />
        </>
      )}
    </div>
  );
};
