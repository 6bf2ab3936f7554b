import type { InvoiceDetailResponse } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { invoicePayLinkApi } from "../../api/invoice-pay-link-api.ts";
import { useConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useToast } from "../../components/toasts.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import styles from "./pay-link-panel.module.css";

/**
 * An issued invoice's pay link (docs/PRODUCT-RULES.md#pay-links): "Create pay link" makes one
 * (replacing any earlier link) and shows its address with a copy button, once, since the server
 * keeps only its hash; "Revoke" stops every link of the invoice from opening.
 */
export const PayLinkPanel = ({ invoice }: { readonly invoice: InvoiceDetailResponse }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const { confirm, dialog } = useConfirmDialog();
  const [url, setUrl] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [working, setWorking] = useState(false);
  if (invoice.invoiceNumber === null || invoice.status === "cancelled") return null;

  const run = async (work: () => Promise<void>, fallbackKey: string) => {
    setWorking(true);
    setFailure(undefined);
    try {
      await work();
    } catch (error) {
      setFailure(errorText(error, fallbackKey));
    } finally {
      setWorking(false);
    }
  };

  const create = () =>
    run(async () => {
      const made = await invoicePayLinkApi.create(invoice.id);
      setUrl(made.url);
    }, "invoicedetail.paylink.errors.create");

  const revoke = async () => {
    const confirmed = await confirm({
      title: t("invoicedetail.paylink.revoke"),
      message: t("invoicedetail.paylink.confirmrevoke"),
      confirmLabel: t("invoicedetail.paylink.revoke"),
      danger: true,
    });
    if (!confirmed) return;
    await run(async () => {
      await invoicePayLinkApi.revoke(invoice.id);
      setUrl(undefined);
      toast.success(t("invoicedetail.paylink.revoked"));
    }, "invoicedetail.paylink.errors.revoke");
  };

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t("invoicedetail.paylink.copied"));
    } catch {
      setFailure(t("invoicedetail.paylink.errors.copy"));
    }
  };

  return (
    <section className="card" aria-labelledby="invoice-pay-link">
      <h2 id="invoice-pay-link">{t("invoicedetail.paylink.title")}</h2>
      <p className={styles.hint}>{t("invoicedetail.paylink.hint")}</p>
      {url === undefined ? null : (
        <div className={styles.address}>
          <label htmlFor="pay-link-url">{t("invoicedetail.paylink.address")}</label>
          <input
            id="pay-link-url"
            className={styles.url}
            type="text"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-secondary" onClick={() => void copy(url)}>
            {t("invoicedetail.paylink.copy")}
          </button>
          <p className={styles.hint}>{t("invoicedetail.paylink.shownonce")}</p>
        </div>
      )}
      {failure === undefined ? null : (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={working}
          onClick={() => void create()}
        >
          {url === undefined
            ? t("invoicedetail.paylink.create")
            : t("invoicedetail.paylink.replace")}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={working}
          onClick={() => void revoke()}
        >
          {t("invoicedetail.paylink.revoke")}
        </button>
      </div>
      {dialog}
    </section>
  );
};
