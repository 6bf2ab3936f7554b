import { decodeFields, ResetPasswordRequest } from "@invoicing/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearch } from "wouter";
import { ApiError } from "../../api/api-error.ts";
import { authApi } from "../../api/auth-api.ts";
import { NewPasswordFields } from "../../components/AccountFields.tsx";
import { Banner } from "../../components/Banner.tsx";
import { useToast } from "../../components/toasts.ts";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { AuthFrame } from "./AuthFrame.tsx";

const decode = decodeFields(ResetPasswordRequest);

/**
 * `/reset-password?token=…`, the page of the mailed link: a new password (8 characters at least)
 * twice. Success ends every session, so the user signs in again with the new password.
 */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toast = useToast();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const form = useRef<HTMLFormElement>(null);
  const { values, bind, setErrors } = useFormValues({
    newPassword: "",
    confirmPassword: "",
  });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const decoded = decode({ ...values, token });
    if ("fields" in decoded) {
      setErrors(decoded.fields);
      if (decoded.fields.token) setFailure(t("auth.resettokeninvalid"));
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    try {
      await authApi.resetPassword(decoded.value);
      toast.success(t("auth.reset.done"));
      navigate("/login", { replace: true });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      setFailure(errorText(error, "auth.reset.failed"));
      setBusy(false);
    }
  };

  return (
    <AuthFrame
      title={t("auth.reset.title")}
      subtitle={t("auth.reset.subtitle")}
      footer={<Link href="/forgot-password">{t("auth.reset.newlink")}</Link>}
    >
      {token === "" ? (
        <Banner kind="error">{t("auth.resettokeninvalid")}</Banner>
      ) : (
        <form ref={form} className="form" onSubmit={submit} noValidate>
          {failure ? <Banner kind="error">{failure}</Banner> : null}
          <NewPasswordFields
            labels={{
              password: t("auth.reset.newpassword"),
              hint: t("auth.reset.passwordhint"),
              confirmation: t("auth.register.confirmpassword"),
            }}
            password={bind("newPassword")}
            confirmation={bind("confirmPassword")}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? t("auth.reset.submitting") : t("auth.reset.submit")}
          </button>
        </form>
      )}
    </AuthFrame>
  );
};
