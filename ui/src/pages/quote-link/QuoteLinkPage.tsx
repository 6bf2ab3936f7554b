import type { PublicQuote } from "@invoicing/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "wouter";
import { quoteLinkApi } from "../../api/quotes-api.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import styles from "../pay/pay-page.module.css";

/**
 * `/quote/:token`: a quote's client link, without an account (docs/QUOTES.md#the-client-link):
 * the seller, the quote's lines and totals, its PDF, and the buttons that accept or decline it.
 */
export const QuoteLinkPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorText = useErrorText();
  const { token = "" } = useParams<{ token: string }>();
  const [quote, setQuote] = useState<PublicQuote>();
  const [unavailable, setUnavailable] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    quoteLinkApi.open(token).then(setQuote, (error: unknown) => {
      setUnavailable(errorText(error, "quotelinks.errors.unavailable"));
    });
  }, [token, errorText]);

  const answer = async (choice: "accept" | "decline") => {
    setBusy(true);
    setFailure(undefined);
    try {
      setQuote(await quoteLinkApi.answer(token, choice));
    } catch (error) {
      setFailure(errorText(error, "quotelinks.errors.answer"));
    } finally {
      setBusy(false);
    }
  };

  if (unavailable !== undefined) {
    return (
      <main className={styles.page}>
        <p role="alert">{unavailable}</p>
      </main>
    );
  }
  if (quote === undefined) return <main className={styles.page} aria-busy="true" />;
  const money = (amount: number) => format.money(amount, quote.currency);
  const outcome =
    quote.status === "accepted"
      ? "quotelinks.accepted"
      : quote.status === "declined"
        ? "quotelinks.declined"
        : quote.status === "expired"
          ? "quotelinks.expired"
          : null;
  return (
    <main className={styles.page}>
      <h1>{t("quotelinks.title", { seller: quote.seller })}</h1>
      <dl className={styles.summary}>
        <div>
          <dt>{t("quotelinks.quote")}</dt>
          <dd>{quote.quoteNumber}</dd>
        </div>
        <div>
          <dt>{t("quotelinks.client")}</dt>
          <dd>{quote.clientName}</dd>
        </div>
        <div>
          <dt>{t("quotelinks.issuedate")}</dt>
          <dd>{format.date(quote.issueDate)}</dd>
        </div>
        <div>
          <dt>{t("quotelinks.validuntil")}</dt>
          <dd>{format.date(quote.validUntil)}</dd>
        </div>
      </dl>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("quotelinks.description")}</th>
            <th scope="col">{t("quotelinks.quantity")}</th>
            <th scope="col">{t("quotelinks.unitprice")}</th>
            <th scope="col">{t("quotelinks.amount")}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={`${line.description}|${line.quantity}|${line.unitPrice}|${line.taxRate}`}>
              <td>{line.description}</td>
              <td>{line.quantity}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.summary}>
        <div>
          <dt>{t("quotelinks.subtotal")}</dt>
          <dd>{money(quote.subtotal)}</dd>
        </div>
        <div>
          <dt>{t("quotelinks.tax")}</dt>
          <dd>{money(quote.taxAmount)}</dd>
        </div>
        <div>
          <dt>{t("quotelinks.total")}</dt>
          <dd className={styles.balance}>{money(quote.total)}</dd>
        </div>
      </dl>
      <a className="btn btn-secondary" href={quoteLinkApi.pdfPath(token)} download>
        {t("paylinks.downloadpdf")}
      </a>
      {failure === undefined ? null : <p role="alert">{failure}</p>}
      {outcome !== null ? (
        <p role="status" className={styles.paid}>
          {t(outcome)}
        </p>
      ) : (
        <div className={styles.card}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void answer("accept")}
          >
            {t("quotelinks.accept")}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => void answer("decline")}
          >
            {t("quotelinks.decline")}
          </button>
        </div>
      )}
    </main>
  );
};
