import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, todayIn } from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearch } from "wouter";
import { invoicesApi } from "../../api/invoices-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { Banner } from "../../components/Banner.tsx";
import { DetailHeader } from "../../components/DetailHeader.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { isNotFound, QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { InvoiceForm } from "./InvoiceForm.tsx";
import { invoiceFormOf, newInvoiceForm } from "./invoice-form-values.ts";
import { useDefaultTaxRate } from "./use-default-tax-rate.ts";

/**
 * `/invoices/new` (a `clientId` query parameter preselects the client) and `/invoices/:id/edit`:
 * the same form, new with today's defaults in the user's currency, or filled with the invoice.
 * A numbered invoice is frozen (docs/PRODUCT-RULES.md#lifecycle): its edit page says so instead of
 * opening the form.
 */
export const InvoiceFormPage = () => {
  const { t } = useTranslation();
  const { id } = useParams<{ id?: string }>();
  const clientId = new URLSearchParams(useSearch()).get("clientId") ?? "";
  const user = useAtomValue(userAtom);
  const editing = id !== undefined;
  const loaded = useApiQuery({
    queryKey: ["invoice-form", id],
    queryFn: ({ signal }) => invoicesApi.get(id ?? "", { signal }),
    enabled: editing,
  });
  const defaultTaxRate = useDefaultTaxRate();
  const title = !editing
    ? t("invoiceform.newtitle")
    : loaded.data === undefined
      ? t("common.loading")
      : loaded.data.invoiceNumber === null
        ? t("invoiceform.editdrafttitle")
        : t("invoiceform.edittitle", { number: loaded.data.invoiceNumber });
  usePageTitle(title);

  if (isNotFound(loaded.error)) {
    return <NotFoundPage message={t("invoicedetail.errors.invoicenotfound")} />;
  }

  const header = (
    <DetailHeader
      title={title}
      back={{ href: editing ? `/invoices/${id}` : "/invoices", label: t("common.back") }}
    >
      {t(editing ? "invoiceform.editsubtitle" : "invoiceform.newsubtitle")}
    </DetailHeader>
  );

  if (!editing) {
    const today = todayIn(user?.timeZone ?? DEFAULT_TIME_ZONE, new Date());
    return (
      <div className="page">
        {header}
        {defaultTaxRate === undefined ? (
          <Spinner block label={t("common.loading")} />
        ) : (
          <InvoiceForm
            key={clientId}
            initial={newInvoiceForm(
              today,
              user?.currency ?? DEFAULT_CURRENCY,
              clientId,
              defaultTaxRate,
            )}
            defaultTaxRate={defaultTaxRate}
            chosenClient={undefined}
          />
        )}
      </div>
    );
  }

  return (
    <div className="page">
      {header}
      <QueryView query={loaded} failureKey="invoiceform.errors.fetchinvoice">
        {(invoice) =>
          invoice.invoiceNumber !== null ? (
            <Banner kind="warning">
              {t("invoiceform.issuedlocked")}{" "}
              <Link href={`/invoices/${invoice.id}`}>{t("invoiceform.backtoinvoice")}</Link>
            </Banner>
          ) : (
            <InvoiceForm
              key={invoice.updatedAt}
              invoiceId={invoice.id}
              initial={invoiceFormOf(invoice)}
              defaultTaxRate={defaultTaxRate ?? "0"}
              chosenClient={invoice.client}
            />
          )
        }
      </QueryView>
    </div>
  );
};
