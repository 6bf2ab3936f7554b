import type { QuoteJson, QuoteStatus } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "wouter";
import { quotesApi } from "../../api/quotes-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { DetailHeader } from "../../components/DetailHeader.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { isNotFound, QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { saveFile } from "../invoices/save-file.ts";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";

/** The seller's moves of a quote in each status (docs/QUOTES.md#statuses). */
const moves: Readonly<Record<QuoteStatus, ReadonlyArray<QuoteStatus>>> = {
  draft: ["sent"],
  sent: ["accepted", "declined"],
  accepted: [],
  declined: [],
  expired: [],
};
const moveLabel = {
  draft: "quotes.marksent",
  sent: "quotes.marksent",
  accepted: "quotes.markaccepted",
  declined: "quotes.markdeclined",
  expired: "quotes.marksent",
} as const;

const Actions = ({
  quote,
  refresh,
}: {
  readonly quote: QuoteJson;
  /** Reads the quote again once an action changed it. */
  readonly refresh: () => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [deposit, setDeposit] = useState("30");
  const [link, setLink] = useState<string>();

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      await refresh();
    } catch (error) {
      toast.error(errorText(error, "quotes.failedtoload"));
    } finally {
      setBusy(false);
    }
  };

  const invoice = (depositPercent?: number) =>
    act(async () => {
      const made = await quotesApi.invoice(quote.id, depositPercent);
      toast.success(t("quotes.invoicecreated"));
      navigate(`/invoices/${made.id}`);
    });

  return (
    <section className="card form" aria-label={t("quotes.title")}>
      <div className="form-row">
        {quote.status === "draft" ? (
          <Link href={`/quotes/${quote.id}/edit`} className="btn btn-secondary">
            {t("quotes.edit")}
          </Link>
        ) : null}
        {moves[quote.status].map((to) => (
          <button
            key={to}
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await quotesApi.move(quote.id, to);
                toast.success(t("quotes.statuschanged", { status: t(`quotes.status.${to}`) }));
              })
            }
          >
            {t(moveLabel[to])}
          </button>
        ))}
        {quote.status === "draft" || quote.status === "sent" ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await quotesApi.sendEmail(quote.id);
                toast.success(t("quotes.emailed", { email: quote.client.email }));
              })
            }
          >
            {t("quotes.send")}
          </button>
        ) : null}
        {quote.quoteNumber !== null ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                const made = await quotesApi.makeLink(quote.id);
                setLink(made.url);
                toast.success(t("quotes.linkcreated"));
              })
            }
          >
            {t("quotes.makelink")}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              const file = await quotesApi.pdf(quote.id);
              saveFile(file.blob, file.filename ?? `quote-${quote.id}.pdf`);
            })
          }
        >
          {t("quotes.downloadpdf")}
        </button>
        {quote.status === "draft" ? (
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                if (!window.confirm(t("quotes.confirmdelete"))) return;
                await quotesApi.remove(quote.id);
                toast.success(t("quotes.deleted"));
                navigate("/quotes");
              })
            }
          >
            {t("quotes.delete")}
          </button>
        ) : null}
      </div>
      {link === undefined ? null : (
        <TextField label={t("quotes.link")} value={link} readOnly onChange={() => undefined} />
      )}
      {quote.status === "accepted" ? (
        <div className="form-row">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void invoice()}
          >
            {t("quotes.invoice")}
          </button>
          <TextField
            label={t("quotes.depositpercent")}
            inputMode="decimal"
            value={deposit}
            onChange={setDeposit}
          />
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => void invoice(Number(deposit.replace(",", ".")))}
          >
            {t("quotes.deposit")}
          </button>
        </div>
      ) : null}
    </section>
  );
};

/** `/quotes/:id`: one quote, its lines and totals, what the seller can do with it, its invoices. */
export const QuoteDetailPage = () => {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id = "" } = useParams<{ id: string }>();
  const loaded = useApiQuery({
    queryKey: ["quote", id],
    queryFn: ({ signal }) => quotesApi.get(id, { signal }),
  });
  const number = loaded.data?.quoteNumber ?? t("quotes.draftnumber");
  usePageTitle(`${t("quotes.title")} ${number}`);
  if (isNotFound(loaded.error)) return <NotFoundPage message={t("quotes.errors.notfound")} />;

  return (
    <div className="page">
      <DetailHeader
        title={`${t("quotelinks.quote")} ${number}`}
        back={{ href: "/quotes", label: t("quotes.back") }}
      >
        {loaded.data ? t(`quotes.status.${loaded.data.status}`) : null}
      </DetailHeader>
      <QueryView query={loaded} failureKey="quotes.failedtoload">
        {(quote) => {
          const money = (amount: number) => format.money(amount, quote.currency);
          return (
            <>
              <Actions quote={quote} refresh={() => loaded.refetch()} />
              <section className="card">
                <dl>
                  <dt>{t("quotes.client")}</dt>
                  <dd>{quote.client.company ?? quote.client.name}</dd>
                  <dt>{t("quotes.issuedate")}</dt>
                  <dd>{format.date(quote.issueDate)}</dd>
                  <dt>{t("quotes.validuntil")}</dt>
                  <dd>{format.date(quote.validUntil)}</dd>
                </dl>
                <h2>{t("quotes.lines")}</h2>
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
                    {quote.items.map((item) => (
                      <tr key={item.id}>
                        <td>{item.description}</td>
                        <td>{item.quantity}</td>
                        <td>{money(item.unitPrice)}</td>
                        <td>{money(item.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <dl>
                  <dt>{t("quotelinks.subtotal")}</dt>
                  <dd>{money(quote.subtotal)}</dd>
                  <dt>{t("quotelinks.tax")}</dt>
                  <dd>{money(quote.taxAmount)}</dd>
                  <dt>{t("quotelinks.total")}</dt>
                  <dd>{money(quote.total)}</dd>
                </dl>
                {quote.notes === "" ? null : <p>{quote.notes}</p>}
              </section>
              {quote.invoices.length === 0 ? null : (
                <section className="card">
                  <h2>{t("quotes.invoices")}</h2>
                  <ul>
                    {quote.invoices.map((record) => (
                      <li key={record.invoiceId}>
                        <Link href={`/invoices/${record.invoiceId}`}>
                          {record.kind === "deposit"
                            ? t("quotes.kind.deposit", { percent: record.depositPercent })
                            : t("quotes.kind.final")}
                        </Link>{" "}
                        {money(record.total)}
                        {record.cancelled ? ` (${t("quotes.cancelled")})` : null}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
};
