import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { usePageTitle } from "../../app/use-page-title.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "./legal.module.css";
import { LEGAL_CONTACT_EMAIL, LEGAL_UPDATED_ON } from "./legal-contact.ts";
import { RichText } from "./RichText.tsx";

/** The legal documents and their sections, in the order of docs/PRODUCT-RULES.md#screens. */
export const legalDocuments = {
  terms: [
    "acceptance",
    "uselicense",
    "disclaimer",
    "limitations",
    "refundpolicy",
    "privacypolicy",
    "governinglaw",
    "changes",
    "contact",
  ],
  privacy: [
    "informationcollected",
    "howweuse",
    "sharing",
    "datasecurity",
    "cookies",
    "thirdpartyservices",
    "childrensprivacy",
    "changes",
    "contact",
  ],
  refund: ["policy", "eligibility", "process", "timeframe", "exceptions", "contact"],
} as const;

/** One of the legal documents: `terms`, `privacy` or `refund`. */
export type LegalDocumentName = keyof typeof legalDocuments;

const documentPaths: ReadonlyArray<readonly [LegalDocumentName, string, string]> = [
  ["terms", "/terms", "layout.nav.terms"],
  ["privacy", "/privacy", "layout.nav.privacy"],
  ["refund", "/refund", "layout.nav.refund"],
];

/**
 * A legal page (public, inside the layout): title, date of the wording, contents, the sections of
 * the catalogue's `legal.<document>` texts, and links to the other two documents.
 */
export const LegalDocument = ({ name }: { readonly name: LegalDocumentName }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const title = t(`legal.${name}.title`);
  usePageTitle(title);
  const values = { app: t("common.appname"), email: LEGAL_CONTACT_EMAIL };
  const sections = legalDocuments[name];
  return (
    <div className="page">
      <article className={`card ${styles.document}`}>
        <header className={styles.header}>
          <h1>{title}</h1>
          <p className={styles.updated}>
            {t("legal.updated", { date: format.date(LEGAL_UPDATED_ON) })}
          </p>
          <p className={styles.intro}>{t(`legal.${name}.intro`, values)}</p>
        </header>
        <nav className={styles.contents} aria-label={t("legal.contents")}>
          <h2>{t("legal.contents")}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section}>
                <a href={`#${section}`}>{t(`legal.${name}.sections.${section}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section} id={section} className={styles.section}>
            <h2>{t(`legal.${name}.sections.${section}.title`)}</h2>
            <RichText text={t(`legal.${name}.sections.${section}.body`, values)} />
          </section>
        ))}
        <footer className={styles.footer}>
          <h2>{t("legal.otherdocuments")}</h2>
          <ul>
            {documentPaths
              .filter(([other]) => other !== name)
              .map(([other, path, label]) => (
                <li key={other}>
                  <Link href={path}>{t(label)}</Link>
                </li>
              ))}
          </ul>
        </footer>
      </article>
    </div>
  );
};
