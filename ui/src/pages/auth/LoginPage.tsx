import { decodeFields, LoginRequest } from "@invoicing/core";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { ApiError } from "../../api/api-error.ts";
import { authApi } from "../../api/auth-api.ts";
import { startSession } from "../../auth/session-actions.ts";
import { EmailField } from "../../components/AccountFields.tsx";
import { Banner } from "../../components/Banner.tsx";
import { CheckboxField } from "../../components/CheckboxField.tsx";
import { PasswordField } from "../../components/PasswordField.tsx";
import { focusFirstInvalid } from "../../forms/focus-first-invalid.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { useErrorText } from "../../i18n/use-error-text.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import styles from "./auth.module.css";

const decode = decodeFields(LoginRequest);

/** `/login`: e-mail and password, remember-me (a 30-day session instead of 24 hours). */
export const LoginPage = () => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useRef<HTMLFormElement>(null);
  const { values, field, bind, setErrors } = useFormValues({
    email: "",
    password: "",
    rememberMe: false,
  });
  const [failure, setFailure] = useState<string>();
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
      // Once signed in, the guest-only route sends the user on (to `next`, else the dashboard).
      await startSession(await authApi.login(decoded.value), decoded.value.rememberMe);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      setFailure(errorText(error, "auth.loginfailed"));
      setBusy(false);
    }
  };

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
