import {
  decodeFields,
  RegisterRequest,
  type RegistrationLanguage,
  registrationLanguages,
  type SignUpCurrency,
  signUpCurrencies,
} from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { authApi } from "../../api/auth-api.ts";
import { startSession } from "../../auth/session-actions.ts";
import { EmailField, NameFields, NewPasswordFields } from "../../components/AccountFields.tsx";
import { Banner } from "../../components/Banner.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import { languageNames } from "../../i18n/languages.ts";
import { AuthFrame } from "./AuthFrame.tsx";

const decode = decodeFields(RegisterRequest);

/** The registration language to preselect: the interface's when offered, else English. */
const initialLanguage = (interfaceLanguage: string): RegistrationLanguage =>
  registrationLanguages.find((language) => language === interfaceLanguage) ?? "en";

/** The currency to preselect: the real for a visitor reading in Brazilian Portuguese, else USD. */
const initialCurrency = (language: RegistrationLanguage): SignUpCurrency =>
  language === "pt-BR" ? "BRL" : "USD";

/**
 * `/register`: the sign-up fields, with currency (USD, EUR, GBP, BRL; USD first) and language (en,
 * es, de, fr, pt-BR). The browser's time zone goes along, so "today" on the dashboard is the user's today.
 */
export const RegisterPage = () => {
  const { t, i18n } = useTranslation();
  const { values, field, bind, errors, setErrors } = useFormValues({
    firstName: "",
    lastName: "",
    email: "",
    companyName: "",
    phone: "",
    password: "",
    confirmPassword: "",
    currency: initialCurrency(initialLanguage(i18n.language)),
    language: initialLanguage(i18n.language),
  });
  const { form, submit, busy, failure } = useFormSubmit(setErrors, {
    decode: () => decode({ ...values, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
    send: async (request) => startSession(await authApi.register(request), false),
    failureKey: "auth.registrationfailed",
    failureShown: "banner",
    leavesOnSuccess: true,
  });

  const optional = (label: string) => t("common.optionalfield", { label });

  return (
    <AuthFrame
      wide
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      footer={
        <p>
          {t("auth.register.haveaccount")} <Link href="/login">{t("auth.register.signin")}</Link>
        </p>
      }
    >
      <form ref={form} className="form" onSubmit={submit} noValidate>
        {failure ? <Banner kind="error">{failure}</Banner> : null}
        <NameFields
          labels={{
            firstName: t("auth.register.firstname"),
            lastName: t("auth.register.lastname"),
          }}
          firstName={bind("firstName")}
          lastName={bind("lastName")}
        />
        <EmailField label={t("auth.email")} {...bind("email")} />
        <div className="form-row">
          <TextField
            label={optional(t("auth.register.companyname"))}
            autoComplete="organization"
            {...bind("companyName")}
          />
          <TextField
            label={optional(t("auth.register.phone"))}
            type="tel"
            autoComplete="tel"
            {...bind("phone")}
          />
        </div>
        <NewPasswordFields
          labels={{
            password: t("auth.password"),
            hint: t("auth.register.passwordhint"),
            confirmation: t("auth.register.confirmpassword"),
          }}
          password={bind("password")}
          confirmation={bind("confirmPassword")}
        />
        <div className="form-row">
          <SelectField
            label={t("auth.register.currency")}
            value={values.currency}
            onChange={field("currency")}
            choices={signUpCurrencies.map((currency) => ({
              value: currency,
              label: t(`common.currencies.${currency.toLowerCase()}`),
            }))}
            error={errors.currency}
          />
          <SelectField
            label={t("auth.register.language")}
            value={values.language}
            onChange={field("language")}
            choices={registrationLanguages.map((language) => ({
              value: language,
              label: languageNames[language],
            }))}
            error={errors.language}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t("auth.register.submitting") : t("auth.register.submit")}
        </button>
      </form>
    </AuthFrame>
  );
};
