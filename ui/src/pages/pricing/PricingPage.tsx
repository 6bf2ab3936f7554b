import { fromMinorUnits, PLANS, type Plan, PRO_PLAN } from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { Icon } from "../../components/Icon.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { LEGAL_CONTACT_EMAIL } from "../legal/legal-contact.ts";
import { RichText } from "../legal/RichText.tsx";
import styles from "./pricing.module.css";

/** One plan: name, description, monthly price, features and the way to start. */
const PlanCard = ({ plan, startAt }: { readonly plan: Plan; readonly startAt: string }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const nameId = useId();
  const featured = plan.id === PRO_PLAN.id;
  return (
    <article
      className={`${styles.plan} ${featured ? styles.featured : ""}`}
      aria-labelledby={nameId}
    >
      {featured ? <p className={styles.badge}>{t("pricing.popular")}</p> : null}
      <h2 id={nameId}>{plan.name}</h2>
      <p className={styles.description}>{t(plan.description)}</p>
      <p className={styles.price}>
        <span className={styles.amount}>
          {format.money(fromMinorUnits(plan.price, plan.currency), plan.currency)}
        </span>{" "}
        <span className={styles.interval}>{t("pricing.permonth")}</span>
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {t(feature)}
          </li>
        ))}
      </ul>
      <Link
        href={startAt}
        className={`btn ${featured ? "btn-primary" : "btn-secondary"} btn-block`}
        aria-label={t("pricing.getstartedwith", { plan: plan.name })}
      >
        {t("pricing.getstarted")}
      </Link>
    </article>
  );
};

/**
 * `/pricing` (public, inside the layout): the Starter and Pro plans of the core with their monthly
 * price in USD, and Enterprise by contact only. A visitor starts by signing in
 * (docs/PRODUCT-RULES.md#screens); a signed-in user goes on to choose and pay for a plan.
 */
export const PricingPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("pricing.title"));
  const user = useAtomValue(userAtom);
  const startAt = user === undefined ? "/login" : "/pricing-payment";
  const enterpriseId = useId();
  return (
    <div className="page">
      <header className={styles.header}>
        <h1>{t("pricing.title")}</h1>
        <p>{t("pricing.subtitle")}</p>
      </header>
      <div className={styles.plans}>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} startAt={startAt} />
        ))}
      </div>
      <section className={`card ${styles.enterprise}`} aria-labelledby={enterpriseId}>
        <div>
          <h2 id={enterpriseId}>{t("pricing.enterprise.title")}</h2>
          <p>{t("pricing.enterprise.text")}</p>
        </div>
        <a
          className="btn btn-secondary"
          href={`mailto:${LEGAL_CONTACT_EMAIL}?subject=${encodeURIComponent(t("pricing.enterprise.subject"))}`}
        >
          <Icon name="mail" size={18} />
          {t("pricing.enterprise.contact")}
        </a>
      </section>
      <div className={styles.smallPrint}>
        <RichText text={t("pricing.smallprint")} />
      </div>
    </div>
  );
};
