import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { clientsApi } from "../../api/clients-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { Icon } from "../../components/Icon.tsx";
import { isNotFound, QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { ClientForm } from "./ClientForm.tsx";
import { clientFormValues, emptyClientForm } from "./client-form-values.ts";
import styles from "./clients.module.css";

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
  const client = useApiQuery({
    queryKey: ["client-form", id],
    queryFn: ({ signal }) => clientsApi.get(id, { signal }),
  });
  if (isNotFound(client.error)) return <NotFoundPage message={t("clients.errors.notfound")} />;
  return (
    <FormFrame title={t("clients.form.edittitle")}>
      <QueryView query={client} failureKey="clients.errors.fetchclient">
        {(loaded) => <ClientForm clientId={id} initial={clientFormValues(loaded)} />}
      </QueryView>
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
