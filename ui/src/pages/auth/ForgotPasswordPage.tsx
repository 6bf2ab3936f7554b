import { decodeFields, ForgotPasswordRequest } from "@invoicing/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { ApiError } from "../../api/api-error.ts";
import { authApi } from "../../api/auth-api.ts";
import { EmailField } from "../../components/AccountFields.tsx";
import { Banner } from "../../components/Banner.tsx";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { AuthFrame } from "./AuthFrame.tsx";

const decode = decodeFields(ForgotPasswordRequest);

/**
 * `/forgot-password`: asks for a reset link. The answer is the same whether an account exists, so
 * the page always says a link is on its way if one does (docs/PRODUCT-RULES.md#accounts).
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const { values, bind, setErrors } = useFormValues({ email: "" });
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const decoded = decode(values);
    if ("fields" in decoded) {
      setErrors(decoded.fields);
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      await authApi.forgotPassword(decoded.value);
      setSentTo(decoded.value.email);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      setFailure(errorText(error, "auth.forgot.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame
      title={t("auth.forgot.title")}
      subtitle={sentTo ? undefined : t("auth.forgot.subtitle")}
      footer={<Link href="/login">{t("auth.backtologin")}</Link>}
    >
      {sentTo ? (
        <Banner kind="success">{t("auth.forgot.sent", { email: sentTo })}</Banner>
      ) : (
        <form ref={form} className="form" onSubmit={submit} noValidate>
          {failure ? <Banner kind="error">{failure}</Banner> : null}
          <EmailField label={t("auth.email")} {...bind("email")} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {t("auth.forgot.submit")}
          </button>
        </form>
      )}
    </AuthFrame>
  );
};
