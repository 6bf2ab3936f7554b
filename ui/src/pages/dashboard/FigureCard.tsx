import { useId } from "react";
import { Link } from "wouter";
import { Icon, type IconName } from "../../components/Icon.tsx";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./dashboard.module.css";

/** An amount in one currency (ISO 4217), major units. */
interface FigureAmount {
  readonly currency: string;
  readonly amount: number;
}

/** How a card is tinted: its icon's colour. */
export type Tone = "primary" | "success" | "info" | "danger";

/**
 * One figure of the dashboard, an article named by its label: an amount in the user's currency with
 * the other currencies listed beneath it (never added together, docs/PRODUCT-RULES.md#dashboard),
 * or a count. With `href` the label is a link that the whole card answers to.
 */
export const FigureCard = ({
  label,
  icon,
  tone,
  amount,
  others = [],
  count,
  href,
}: {
  readonly label: string;
  readonly icon: IconName;
  readonly tone: Tone;
  readonly amount?: FigureAmount;
  readonly others?: ReadonlyArray<FigureAmount>;
  readonly count?: number;
  readonly href?: string | undefined;
}) => {
  const format = useFormatters();
  const labelId = useId();
  const figure = amount ? format.money(amount.amount, amount.currency) : format.number(count ?? 0);
  return (
    <article
      className={`card ${styles.figureCard} ${href ? styles.linkCard : ""}`}
      aria-labelledby={labelId}
    >
      <span className={`${styles.cardIcon} ${styles[tone]}`}>
        <Icon name={icon} />
      </span>
      <div className={styles.cardText}>
        {href ? (
          <Link id={labelId} href={href} className={`${styles.cardLabel} ${styles.cardLink}`}>
            {label}
          </Link>
        ) : (
          <span id={labelId} className={styles.cardLabel}>
            {label}
          </span>
        )}
        <span className={styles.cardFigure}>{figure}</span>
        {others.length > 0 ? (
          <ul className={styles.others}>
            {others.map((other) => (
              <li key={other.currency}>{format.money(other.amount, other.currency)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
};
