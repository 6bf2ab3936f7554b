import {
  DisputeReasonCode,
  type LifecycleStatusView,
  type ReceivedStatusRequest,
  RefusalReasonCode,
} from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { receivedInvoicesApi } from "../../api/received-invoices-api.ts";
import { Banner } from "../../components/Banner.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import styles from "./received-invoices.module.css";

type Reasoned = 207 | 210;

const REASONS: Readonly<Record<Reasoned, ReadonlyArray<string>>> = {
  207: DisputeReasonCode.literals,
  210: RefusalReasonCode.literals,
};

/**
 * The buyer's answer to a received invoice (docs/FRANCE-PA.md#receiving): approve (205), or
 * dispute (207) or refuse (210) with a reason code from the official list and details; each goes
 * to the supplier through the PA. `onAnswered` gets the status sent.
 */
export const ReceivedInvoiceAnswer = ({
  invoiceId,
  onAnswered,
}: {
  readonly invoiceId: string;
  readonly onAnswered: (status: LifecycleStatusView) => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const [code, setCode] = useState<Reasoned | null>(null);
  const [approving, setApproving] = useState(false);
  const { values, bind, setErrors } = useFormValues({ reasonCode: "", reason: "" });
  const { form, submit, busy, failure } = useFormSubmit(setErrors, {
    decode: () => {
      if (code === null) return { fields: {} };
      if (values.reasonCode === "") {
        return { fields: { reasonCode: "receivedinvoices.reasonrequired" } };
      }
      return {
        value: {
          code,
          reasonCode: values.reasonCode,
          reason: values.reason.trim() === "" ? null : values.reason.trim(),
        } satisfies ReceivedStatusRequest,
      };
    },
    send: (request) => receivedInvoicesApi.answer(invoiceId, request),
    onSuccess: ({ data }) => {
      sent(data);
      setCode(null);
    },
    failureKey: "receivedinvoices.answer.failed",
    failureShown: "banner",
  });

  const sent = (status: LifecycleStatusView) => {
    toast.success(t("receivedinvoices.answer.sent", { code: status.code, label: status.label }));
    onAnswered(status);
  };

  const choose = (next: Reasoned) => {
    setCode(next);
    setErrors({});
  };

  // Approving needs no reason: it is sent at once.
  const approve = async () => {
    setApproving(true);
    try {
      sent((await receivedInvoicesApi.answer(invoiceId, { code: 205 })).data);
    } catch (error) {
      toast.error(errorText(error, "receivedinvoices.answer.failed"));
    } finally {
      setApproving(false);
    }
  };

  return (
    <form ref={form} className={`card ${styles.answer}`} onSubmit={submit} noValidate>
      <h2>{t("receivedinvoices.answer.title")}</h2>
      {failure ? <Banner kind="error">{failure}</Banner> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || approving}
          onClick={() => void approve()}
        >
          {t("receivedinvoices.answer.approve")}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => choose(207)}>
          {t("receivedinvoices.answer.dispute")}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => choose(210)}>
          {t("receivedinvoices.answer.refuse")}
        </button>
      </div>
      {code === 207 || code === 210 ? (
        <fieldset className={styles.reasonSet}>
          <legend>
            {t(
              code === 207
                ? "receivedinvoices.answer.disputing"
                : "receivedinvoices.answer.refusing",
            )}
          </legend>
          <SelectField
            label={t("receivedinvoices.answer.reasoncode")}
            {...bind("reasonCode")}
            choices={[
              { value: "", label: t("receivedinvoices.answer.choosereason") },
              ...REASONS[code].map((reason) => ({
                value: reason,
                label: `${reason} — ${t(`receivedinvoices.reasons.${reason}`)}`,
              })),
            ]}
          />
          <TextAreaField
            label={t("receivedinvoices.answer.reason")}
            {...bind("reason")}
            maxLength={1000}
          />
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t(
                code === 207
                  ? "receivedinvoices.answer.senddispute"
                  : "receivedinvoices.answer.sendrefusal",
              )}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setCode(null)}>
              {t("common.cancel")}
            </button>
          </div>
        </fieldset>
      ) : null}
    </form>
  );
};
