import type { FailedRule } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import styles from "./received-invoices.module.css";

/** The e-invoicing rules a file broke: each rule's id and official text; nothing when none. */
export const FailedRules = ({
  rules,
  heading = "receivedinvoices.rules.title",
}: {
  readonly rules: ReadonlyArray<FailedRule>;
  readonly heading?: string;
}) => {
  const { t } = useTranslation();
  if (rules.length === 0) return null;
  return (
    <section className={styles.rules} aria-label={t(heading)}>
      <h3>{t(heading)}</h3>
      <ul>
        {rules.map((rule) => (
          <li key={`${rule.id} ${rule.location} ${rule.text}`}>
            <code>{rule.id}</code> <span>{rule.text}</span>
            {rule.flag === "warning" ? (
              <span className={styles.muted}> ({t("receivedinvoices.rules.warning")})</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
};
