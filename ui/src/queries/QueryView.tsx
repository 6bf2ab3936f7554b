import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/api-error.ts";
import { FailureBanner } from "../components/FailureBanner.tsx";
import { Spinner } from "../components/Spinner.tsx";
import { useErrorText } from "../i18n/use-error-text.ts";
import { NotFoundPage } from "../pages/not-found/NotFoundPage.tsx";

/** Whether a failed read means the deep link names nothing (the API answered 404). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/**
 * A failed read as an error banner with a retry: the screen's headline `failureKey` (such as
 * "Failed to load invoices") and the reason. Nothing while the read has not failed.
 */
export const QueryFailure = ({
  query,
  failureKey,
}: {
  readonly query: UseQueryResult<unknown, unknown>;
  readonly failureKey: string;
}) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!query.isError) return null;
  return (
    <FailureBanner title={t(failureKey)} reason={errorText(query.error, failureKey)}>
      <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
        {t("common.retry")}
      </button>
    </FailureBanner>
  );
};

/**
 * What a screen shows for a read: a spinner while an answer comes, the failure with a retry,
 * else `children` with the answer.
 */
export const QueryView = <T,>({
  query,
  failureKey,
  children,
}: {
  readonly query: UseQueryResult<T, unknown>;
  readonly failureKey: string;
  readonly children: (data: T) => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isSuccess) return children(query.data);
  // A retry after a failure shows the spinner again, as the first load did.
  if (query.isPending || query.isFetching) return <Spinner block label={t("common.loading")} />;
  return <QueryFailure query={query} failureKey={failureKey} />;
};

/**
 * A page that shows one record named by its deep link (`/invoices/:id`): the not-found page with
 * `notFound` when the API answered 404, else the page with its `QueryView`.
 */
export const QueryPage = <T,>({
  notFound,
  ...view
}: Parameters<typeof QueryView<T>>[0] & { readonly notFound: string }) =>
  isNotFound(view.query.error) ? (
    <NotFoundPage message={notFound} />
  ) : (
    <div className="page">
      <QueryView {...view} />
    </div>
  );
