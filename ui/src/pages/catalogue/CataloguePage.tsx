import { type CatalogueItemJson, DEFAULT_CURRENCY } from "@invoicing/core";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { catalogueApi } from "../../api/catalogue-api.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { userAtom } from "../../auth/session.ts";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FailureBanner } from "../../components/FailureBanner.tsx";
import { Icon } from "../../components/Icon.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { useFormatters } from "../../i18n/use-formatters.ts";
import { QueryView } from "../../queries/QueryView.tsx";
import { useApiQuery } from "../../queries/use-api-query.ts";
import { CatalogueForm } from "./CatalogueForm.tsx";
import styles from "./catalogue.module.css";
import { catalogueFormOf, newCatalogueForm } from "./catalogue-form-values.ts";

/** The fiscal codes of an entry as one short text: NCM (and CFOP) or service code and ISS. */
const useCodesText = () => {
  const { t } = useTranslation();
  return (item: CatalogueItemJson): string =>
    item.kind === "goods"
      ? item.cfop === null
        ? t("catalogue.codes.goods", { ncm: item.ncm })
        : t("catalogue.codes.goodscfop", { ncm: item.ncm, cfop: item.cfop })
      : t("catalogue.codes.service", { code: item.serviceCode, rate: item.issRate });
};

/**
 * `/catalogue`: the user's products and services by name, each editable and deletable (after a
 * confirmation), with the form of a new entry under the list (docs/PRODUCT-RULES.md#catalogue).
 */
export const CataloguePage = () => {
  const { t } = useTranslation();
  usePageTitle(t("catalogue.title"));
  const format = useFormatters();
  const errorText = useErrorText();
  const toast = useToast();
  const codesText = useCodesText();
  const { confirm, dialog } = useConfirmDialog();
  const user = useAtomValue(userAtom);
  const [editing, setEditing] = useState<CatalogueItemJson>();
  const [formKey, setFormKey] = useState(0);
  const [deleteFailure, setDeleteFailure] = useState<string>();
  const loaded = useApiQuery({
    queryKey: ["catalogue"],
    queryFn: ({ signal }) => catalogueApi.list({ signal }),
  });

  const resetForm = () => {
    setEditing(undefined);
    setFormKey((key) => key + 1);
  };

  const remove = async (item: CatalogueItemJson) => {
    const confirmed = await confirm({
      title: t("catalogue.deletetitle", { name: item.name }),
      message: t("catalogue.deleteconfirmation"),
      confirmLabel: t("common.delete"),
      danger: true,
    });
    if (!confirmed) return;
    setDeleteFailure(undefined);
    try {
      await catalogueApi.remove(item.id);
      toast.success(t("catalogue.deleted", { name: item.name }));
      if (editing?.id === item.id) resetForm();
      void loaded.refetch();
    } catch (error) {
      setDeleteFailure(errorText(error, "catalogue.errors.delete"));
    }
  };

  return (
    <div className="page">
      <div className="page-header">
        <div>
          <h1>{t("catalogue.title")}</h1>
          <p>{t("catalogue.subtitle")}</p>
        </div>
      </div>
      {deleteFailure ? (
        <FailureBanner title={t("catalogue.errors.delete")} reason={deleteFailure} />
      ) : null}
      <QueryView query={loaded} failureKey="catalogue.errors.fetch">
        {(list) =>
          list.data.length === 0 ? (
            <p className="card">{t("catalogue.empty")}</p>
          ) : (
            <div className="card">
              <table className={styles.table}>
                <caption className="visually-hidden">{t("catalogue.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("catalogue.columns.name")}</th>
                    <th scope="col">{t("catalogue.columns.kind")}</th>
                    <th scope="col">{t("catalogue.columns.unit")}</th>
                    <th scope="col" className={styles.number}>
                      {t("catalogue.columns.price")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("catalogue.columns.taxrate")}
                    </th>
                    <th scope="col">{t("catalogue.columns.codes")}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t("common.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">{item.name}</th>
                      <td>{t(`catalogue.kinds.${item.kind}`)}</td>
                      <td>{t(`invoiceform.units.${item.unitCode}`)}</td>
                      <td className={styles.number}>
                        {format.money(item.unitPrice, item.currency)}
                      </td>
                      <td className={styles.number}>
                        {t("invoicedetail.percent", { rate: format.number(item.taxRate) })}
                      </td>
                      <td>{codesText(item)}</td>
                      <td className={styles.actions}>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t("catalogue.edit", { name: item.name })}
                          title={t("catalogue.edit", { name: item.name })}
                          onClick={() => {
                            setEditing(item);
                            setFormKey((key) => key + 1);
                          }}
                        >
                          <Icon name="edit" size={18} />
                        </button>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t("catalogue.delete", { name: item.name })}
                          title={t("catalogue.delete", { name: item.name })}
                          onClick={() => void remove(item)}
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
      <CatalogueForm
        key={formKey}
        initial={
          editing ? catalogueFormOf(editing) : newCatalogueForm(user?.currency ?? DEFAULT_CURRENCY)
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
