import { decodeFields, LoginRequest } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { authApi } from "../../api/auth-api.ts";
import { startSession } from "../../auth/session-actions.ts";
import { EmailField } from "../../components/AccountFields.tsx";
import { Banner } from "../../components/Banner.tsx";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { PasswordField } from "../../components/PasswordField.tsx";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import styles from "./auth.module.css";

const decode = decodeFields(LoginRequest);

/** `/login`: e-mail and password, remember-me (a 30-day session instead of 24 hours). */
export const LoginPage = () => {
  const { t } = useTranslation();
  const { values, field, bind, setErrors } = useFormValues({
    email: "",
    password: "",
    rememberMe: false,
  });
  const { form, submit, busy, failure } = useFormSubmit(setErrors, {
    decode: () => decode(values),
    // Once signed in, the guest-only route sends the user on (to `next`, else the dashboard).
    send: async (request) => startSession(await authApi.login(request), request.rememberMe),
    failureKey: "auth.loginfailed",
    failureShown: "banner",
    leavesOnSuccess: true,
  });

  return (
    <AuthFrame
      title={t("auth.login.title")}
      subtitle={t("auth.login.subtitle")}
      footer={
        <p>
          {t("auth.login.noaccount")} <Link href="/register">{t("auth.login.createaccount")}</Link>
        </p>
      }
    >
      <form ref={form} className="form" onSubmit={submit} noValidate>
        {failure ? <Banner kind="error">{failure}</Banner> : null}
        <EmailField label={t("auth.email")} {...bind("email")} />
        <PasswordField
          label={t("auth.password")}
          autoComplete="current-password"
          required
          {...bind("password")}
        />
        <div className={styles.inline}>
          <CheckboxField
            label={t("auth.login.rememberme")}
            checked={values.rememberMe}
            onChange={field("rememberMe")}
          />
          <Link href="/forgot-password">{t("auth.login.forgotpassword")}</Link>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t("auth.login.submitting") : t("auth.login.submit")}
        </button>
      </form>
    </AuthFrame>
  );
};
