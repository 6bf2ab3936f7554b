import { decodeFields, ResetPasswordRequest } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearch } from "wouter";
import { authApi } from "../../api/auth-api.ts";
import { NewPasswordFields } from "../../components/AccountFields.tsx";
import { Banner } from "../../components/Banner.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { AuthFrame } from "./AuthFrame.tsx";

const decode = decodeFields(ResetPasswordRequest);

/**
 * `/reset-password?token=…`, the page of the mailed link: a new password (8 characters at least)
 * twice. Success ends every session, so the user signs in again with the new password.
 */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const { values, bind, setErrors } = useFormValues({
    newPassword: "",
    confirmPassword: "",
  });
  const { form, submit, busy, failure } = useFormSubmit(setErrors, {
    decode: () => decode({ ...values, token }),
    send: (request) => authApi.resetPassword(request),
    onSuccess: () => {
      toast.success(t("auth.reset.done"));
      navigate("/login", { replace: true });
    },
    failureKey: "auth.reset.failed",
    failureShown: "banner",
    leavesOnSuccess: true,
    invalidFailure: (problems) => (problems.token ? t("auth.resettokeninvalid") : undefined),
  });

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
