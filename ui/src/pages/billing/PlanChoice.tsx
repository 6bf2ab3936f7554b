import { fromMinorUnits, PLANS, type Plan, PRO_PLAN } from "@invoicing/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/Icon.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./billing.module.css";

const PlanCard = ({
  plan,
  current,
  onChoose,
}: {
  readonly plan: Plan;
  readonly current: boolean;
  readonly onChoose: (plan: Plan) => void;
}) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const nameId = useId();
  const featured = plan.id === PRO_PLAN.id;
  return (
    <article
      className={`${styles.plan} ${featured ? styles.featured : ""}`}
      aria-labelledby={nameId}
    >
      <h2 id={nameId}>{plan.name}</h2>
      <p className={styles.muted}>{t(plan.description)}</p>
      <p className={styles.price}>
        <span className={styles.amount}>
          {format.money(fromMinorUnits(plan.price, plan.currency), plan.currency)}
        </span>{" "}
        <span className={styles.muted}>{t("pricing.permonth")}</span>
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {t(feature)}
          </li>
        ))}
      </ul>
      {current ? <p className={styles.currentTag}>{t("billing.currentplan")}</p> : null}
      <button
        type="button"
        className={`btn ${featured ? "btn-primary" : "btn-secondary"} btn-block`}
        onClick={() => onChoose(plan)}
      >
        {t(current ? "billing.renew" : "billing.choose", { plan: plan.name })}
      </button>
    </article>
  );
};

/**
 * The plan cards of `/pricing-payment` (docs/PRODUCT-RULES.md#payments): Starter and Pro, each with
 * its choose button.
 */
export const PlanChoice = ({
  currentPlanId,
  onChoose,
}: {
  readonly currentPlanId: Plan["id"] | null;
  readonly onChoose: (plan: Plan) => void;
}) => (
  <div className={styles.plans}>
    {PLANS.map((plan) => (
      <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlanId} onChoose={onChoose} />
    ))}
  </div>
);
