import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE, todayIn } from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearch } from "wouter";
import { ApiError, type InvoiceDetail, invoicesApi } from "../../api/index.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { Banner } from "../../components/Banner.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { InvoiceForm } from "./InvoiceForm.tsx";
import { invoiceFormOf, newInvoiceForm } from "./invoice-form-values.ts";
import { useDefaultTaxRate } from "./use-default-tax-rate.ts";

/** The edited invoice as loaded: not yet, loaded, unknown id, or the load failed. */
type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "loaded"; readonly invoice: InvoiceDetail }
  | { readonly status: "notfound" }
  | { readonly status: "failed"; readonly error: unknown };

/** Loads the invoice to edit, again whenever `generation` changes (a retry). */
const useEditedInvoice = (id: string | undefined, generation: number): Loaded => {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    if (id === undefined) return;
    void generation;
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    invoicesApi
      .get(id, { signal: controller.signal })
      .then((invoice) => setLoaded({ status: "loaded", invoice }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && error.status === 404;
        setLoaded(notFound ? { status: "notfound" } : { status: "failed", error });
      });
    return () => controller.abort();
  }, [id, generation]);
  return loaded;
};

/**
 * `/invoices/new` (a `clientId` query parameter preselects the client) and `/invoices/:id/edit`:
 * the same form, new with today's defaults in the user's currency, or filled with the invoice.
 * A numbered invoice is frozen (decisions §9): its edit page says so instead of opening the form.
 */
export const InvoiceFormPage = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { id } = useParams<{ id?: string }>();
  const clientId = new URLSearchParams(useSearch()).get("clientId") ?? "";
  const user = useAtomValue(userAtom);
  const [generation, setGeneration] = useState(0);
  const loaded = useEditedInvoice(id, generation);
  const editing = id !== undefined;
  const defaultTaxRate = useDefaultTaxRate();
  const title = !editing
    ? t("invoiceform.newtitle")
    : loaded.status !== "loaded"
      ? t("common.loading")
      : loaded.invoice.invoiceNumber === null
        ? t("invoiceform.editdrafttitle")
        : t("invoiceform.edittitle", { number: loaded.invoice.invoiceNumber });
  usePageTitle(title);

  if (editing && loaded.status === "notfound") {
    return <NotFoundPage message={t("invoicedetail.errors.invoicenotfound")} />;
  }

  const header = (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        <p>{t(editing ? "invoiceform.editsubtitle" : "invoiceform.newsubtitle")}</p>
      </div>
      <Link href={editing ? `/invoices/${id}` : "/invoices"} className="btn btn-secondary">
        <Icon name="arrowLeft" size={18} />
        {t("common.back")}
      </Link>
    </div>
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
      {loaded.status === "loading" ? <Spinner block label={t("common.loading")} /> : null}
      {loaded.status === "failed" ? (
        <FailureBanner
          title={t("invoiceform.errors.fetchinvoice")}
          reason={errorText(loaded.error, "invoiceform.errors.fetchinvoice")}
        >
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setGeneration((n) => n + 1)}
          >
            {t("common.retry")}
          </button>
        </FailureBanner>
      ) : null}
      {loaded.status === "loaded" && loaded.invoice.invoiceNumber !== null ? (
        <Banner kind="warning">
          {t("invoiceform.issuedlocked")}{" "}
          <Link href={`/invoices/${loaded.invoice.id}`}>{t("invoiceform.backtoinvoice")}</Link>
        </Banner>
      ) : null}
      {loaded.status === "loaded" && loaded.invoice.invoiceNumber === null ? (
        <InvoiceForm
          key={loaded.invoice.updatedAt}
          invoiceId={loaded.invoice.id}
          initial={invoiceFormOf(loaded.invoice)}
          defaultTaxRate={defaultTaxRate ?? "0"}
          chosenClient={loaded.invoice.client}
        />
      ) : null}
    </div>
  );
};
