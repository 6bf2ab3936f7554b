import { decodeFields, ForgotPasswordRequest } from "@invoicing/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { authApi } from "../../api/auth-api.ts";
import { EmailField } from "../../components/AccountFields.tsx";
import { Banner } from "../../components/Banner.tsx";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { AuthFrame } from "./AuthFrame.tsx";

const decode = decodeFields(ForgotPasswordRequest);

/**
 * `/forgot-password`: asks for a reset link. The answer is the same whether an account exists, so
 * the page always says a link is on its way if one does (docs/PRODUCT-RULES.md#accounts).
 */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const { values, bind, setErrors } = useFormValues({ email: "" });
  const [sentTo, setSentTo] = useState<string>();
  const { form, submit, busy, failure } = useFormSubmit(setErrors, {
    decode: () => decode(values),
    send: (request) => authApi.forgotPassword(request),
    onSuccess: (_answer, request) => setSentTo(request.email),
    failureKey: "auth.forgot.failed",
    failureShown: "banner",
  });

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
