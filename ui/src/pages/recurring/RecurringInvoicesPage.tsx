import {
  CatchUpMode,
  DEFAULT_CURRENCY,
  DEFAULT_TIME_ZONE,
  type RecurringInvoiceJson,
  todayIn,
} from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { recurringInvoicesApi } from "../../api/recurring-invoices-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { RecurringInvoiceForm } from "./RecurringInvoiceForm.tsx";
import styles from "./recurring.module.css";
import { newRecurringForm, recurringFormOf } from "./recurring-form-values.ts";

const PAGE_SIZE = 100;

/**
 * `/recurring-invoices`: the user's recurring invoices, next due first, each with its schedule,
 * next date and last result (a failure in red, with when it is retried), paused, resumed, edited or
 * deleted from its row; the catch-up mode; the form of a new one under the list
 * (docs/PRODUCT-RULES.md#recurring-invoices).
 */
export const RecurringInvoicesPage = () => {
  const { t } = useTranslation();
  usePageTitle(t("recurring.title"));
  const format = useFormatters();
  const errorText = useErrorText();
  const toast = useToast();
  const { confirm, dialog } = useConfirmDialog();
  const user = useAtomValue(userAtom);
  const [editing, setEditing] = useState<RecurringInvoiceJson>();
  const [formKey, setFormKey] = useState(0);
  const [actionFailure, setActionFailure] = useState<string>();
  const loaded = useApiQuery({
    queryKey: ["recurring-invoices"],
    queryFn: ({ signal }) =>
      recurringInvoicesApi.list({ page: 1, pageSize: PAGE_SIZE }, { signal }),
  });
  const settings = useApiQuery({
    queryKey: ["recurring-invoices", "settings"],
    queryFn: ({ signal }) => recurringInvoicesApi.settings({ signal }),
  });
  const today = todayIn(user?.timeZone ?? DEFAULT_TIME_ZONE, new Date());

  const resetForm = () => {
    setEditing(undefined);
    setFormKey((key) => key + 1);
  };

  const act = async (run: () => Promise<unknown>, done: string) => {
    setActionFailure(undefined);
    try {
      await run();
      toast.success(done);
      void loaded.refetch();
    } catch (error) {
      setActionFailure(errorText(error, "recurring.errors.action"));
    }
  };

  const remove = async (schedule: RecurringInvoiceJson) => {
    const confirmed = await confirm({
      title: t("recurring.deletetitle", { client: schedule.client.name }),
      message: t("recurring.deleteconfirmation"),
      confirmLabel: t("common.delete"),
      danger: true,
    });
    if (!confirmed) return;
    if (editing?.id === schedule.id) resetForm();
    await act(() => recurringInvoicesApi.remove(schedule.id), t("recurring.deleted"));
  };

  const lastResult = (schedule: RecurringInvoiceJson) => {
    if (schedule.lastResult === null) return t("recurring.results.none");
    if (schedule.lastResult === "issued") {
      return t("recurring.results.issued", {
        at: schedule.lastRunAt === null ? "" : format.date(schedule.lastRunAt.slice(0, 10)),
      });
    }
    return (
      <span className={styles.failed}>
        {t("recurring.results.failed", {
          reason: t(schedule.lastError ?? "common.errors.internal"),
          attempts: schedule.failedAttempts,
        })}
        {schedule.retryAt === null
          ? null
          : ` ${t("recurring.results.retry", { at: format.dateTime(schedule.retryAt) })}`}
      </span>
    );
  };

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("recurring.title")}</h1>
          <p>{t("recurring.subtitle")}</p>
        </div>
      </div>
      {actionFailure ? (
        <FailureBanner title={t("recurring.errors.action")} reason={actionFailure} />
      ) : null}
      {settings.data ? (
        <div className="card">
          <SelectField
            label={t("recurring.catchup.label")}
            hint={t("recurring.catchup.hint")}
            value={settings.data.catchUp}
            onChange={(catchUp) =>
              void act(async () => {
                await recurringInvoicesApi.saveSettings({ catchUp });
                await settings.refetch();
              }, t("recurring.catchup.saved"))
            }
            choices={CatchUpMode.literals.map((mode) => ({
              value: mode,
              label: t(`recurring.catchup.${mode}`),
            }))}
          />
        </div>
      ) : null}
      <QueryView query={loaded} failureKey="recurring.errors.fetch">
        {(list) =>
          list.data.length === 0 ? (
            <p className="card">{t("recurring.empty")}</p>
          ) : (
            <div className="card">
              <table className={styles.table}>
                <caption className="visually-hidden">{t("recurring.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("recurring.columns.client")}</th>
                    <th scope="col">{t("recurring.columns.schedule")}</th>
                    <th scope="col">{t("recurring.columns.next")}</th>
                    <th scope="col">{t("recurring.columns.issued")}</th>
                    <th scope="col">{t("recurring.columns.last")}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t("common.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((schedule) => (
                    <tr key={schedule.id}>
                      <th scope="row">{schedule.client.name}</th>
                      <td>
                        {t(`recurring.frequencies.${schedule.frequency}`)}
                        {schedule.status === "paused" ? ` · ${t("recurring.paused")}` : null}
                      </td>
                      <td>
                        {schedule.nextDate === null
                          ? t("recurring.finished")
                          : format.date(schedule.nextDate)}
                      </td>
                      <td>{schedule.issuedCount}</td>
                      <td>{lastResult(schedule)}</td>
                      <td className={styles.actions}>
                        {schedule.status === "active" ? (
                          <button
                            type="button"
                            className="btn btn-secondary"
                            onClick={() =>
                              void act(
                                () => recurringInvoicesApi.pause(schedule.id),
                                t("recurring.pausedtoast"),
                              )
                            }
                          >
                            {t("recurring.pause")}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-secondary"
                            onClick={() =>
                              void act(
                                () => recurringInvoicesApi.resume(schedule.id),
                                t("recurring.resumedtoast"),
                              )
                            }
                          >
                            {t("recurring.resume")}
                          </button>
                        )}
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t("recurring.edit", { client: schedule.client.name })}
                          title={t("recurring.edit", { client: schedule.client.name })}
                          onClick={() => {
                            setEditing(schedule);
                            setFormKey((key) => key + 1);
                          }}
                        >
                          <Icon name="edit" size={18} />
                        </button>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t("recurring.delete", { client: schedule.client.name })}
                          title={t("recurring.delete", { client: schedule.client.name })}
                          onClick={() => void remove(schedule)}
                        >
                          <Icon name="trash" size={18} />
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
      <RecurringInvoiceForm
        key={formKey}
        initial={
          editing
            ? recurringFormOf(editing)
            : newRecurringForm(user?.currency ?? DEFAULT_CURRENCY, today)
        }
        editing={editing}
        onSaved={() => {
          resetForm();
          void loaded.refetch();
        }}
        onCancel={resetForm}
      />
      {dialog}
    </div>
  );
};
