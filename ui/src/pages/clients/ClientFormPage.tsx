import type { Client } from "@invoicing/core";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { ApiError, clientsApi } from "../../api/index.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { ClientForm } from "./ClientForm.tsx";
import { clientFormValues, emptyClientForm } from "./client-form-values.ts";
import styles from "./clients.module.css";

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly client: Client }
  | { readonly status: "notfound" }
  | { readonly status: "failed"; readonly reason: string };

/** Fetches the client being edited, again on `retry`. */
const useClient = (id: string) => {
  const errorText = useErrorText();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt (a retry) fetches again
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    clientsApi
      .get(id, { signal: controller.signal })
      .then((client) => setLoaded({ status: "ready", client }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded(
          error instanceof ApiError && error.status === 404
            ? { status: "notfound" }
            : { status: "failed", reason: errorText(error, "clients.errors.fetchclient") },
        );
      });
    return () => controller.abort();
  }, [id, errorText, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { loaded, retry };
};

/** The page frame of both modes: the way back to the list and the heading. */
const FormFrame = ({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) => {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="page">
      <div>
        <Link href="/clients" className={styles.backLink}>
          <Icon name="arrowLeft" size={18} />
          {t("clients.form.back")}
        </Link>
      </div>
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      {children}
    </div>
  );
};

const EditClient = ({ id }: { readonly id: string }) => {
  const { t } = useTranslation();
  const { loaded, retry } = useClient(id);
  if (loaded.status === "notfound") return <NotFoundPage message={t("clients.errors.notfound")} />;
  return (
    <FormFrame title={t("clients.form.edittitle")}>
      {loaded.status === "loading" ? <Spinner block label={t("common.loading")} /> : null}
      {loaded.status === "failed" ? (
        <FailureBanner title={t("clients.errors.fetchclient")} reason={loaded.reason}>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {t("common.retry")}
          </button>
        </FailureBanner>
      ) : null}
      {loaded.status === "ready" ? (
        <ClientForm clientId={id} initial={clientFormValues(loaded.client)} />
      ) : null}
    </FormFrame>
  );
};

/** `/clients/new` (create mode) and `/clients/:id/edit` (edit mode, the client fetched first). */
export const ClientFormPage = () => {
  const { t } = useTranslation();
  const { id } = useParams<{ id?: string }>();
  if (id !== undefined) return <EditClient id={id} />;
  return (
    <FormFrame title={t("clients.form.newtitle")}>
      <ClientForm initial={emptyClientForm} />
    </FormFrame>
  );
};
