import { decodeFields, ProfileUpdateRequest, type User } from "@invoicing/core";
import { useTranslation } from "react-i18next";
import { authApi } from "../../api/auth-api.ts";
import { updateSessionUser } from "../../auth/session-actions.ts";
import { EmailField, NameFields } from "../../components/AccountFields.tsx";
import { TextAreaField } from "../../components/TextAreaField.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToast } from "../../components/toasts.ts";
import { useFormSubmit } from "../../forms/use-form-submit.ts";
import { useFormValues } from "../../forms/use-form-values.ts";
import styles from "./profile.module.css";

const decode = decodeFields(ProfileUpdateRequest);

/** The server's refusals that belong to one field though it names none. */
const fieldOfCode: Readonly<Record<string, string>> = { "auth.emailtaken": "email" };

/**
 * The personal information form: names, e-mail and phone, and with `detailed` (settings) the
 * company name and address too. Names and e-mail are required (docs/PRODUCT-RULES.md#accounts);
 * saving updates the signed-in user everywhere (the avatar, the menu).
 */
export const ProfileForm = ({
  user,
  detailed,
}: {
  readonly user: User;
  readonly detailed: boolean;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { values, bind, setErrors } = useFormValues({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? "",
    companyName: user.companyName ?? "",
    address: user.address ?? "",
  });
  const { form, submit, busy } = useFormSubmit(setErrors, {
    decode: () => {
      const { companyName, address, ...personal } = values;
      return decode(detailed ? values : personal);
    },
    send: (request) => authApi.updateProfile(request),
    onSuccess: ({ user }) => {
      updateSessionUser(user);
      toast.success(t("settings.profileupdated"));
    },
    failureKey: "settings.failedtoupdateprofile",
    failureShown: "toast",
    refusedFields: ({ code, fields }) => {
      const codeField = code === undefined ? undefined : fieldOfCode[code];
      return codeField && code ? { ...fields, [codeField]: code } : fields;
    },
  });

  const optional = (key: string) => t("common.optionalfield", { label: t(key) });

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate>
      <NameFields
        labels={{
          firstName: t("profile.fields.firstname"),
          lastName: t("profile.fields.lastname"),
        }}
        firstName={bind("firstName")}
        lastName={bind("lastName")}
      />
      <div className="form-row">
        <EmailField label={t("profile.fields.email")} {...bind("email")} />
        <TextField
          label={optional("profile.fields.phone")}
          type="tel"
          autoComplete="tel"
          {...bind("phone")}
        />
      </div>
      {detailed ? (
        <>
          <TextField
            label={optional("profile.fields.companyname")}
            autoComplete="organization"
            {...bind("companyName")}
          />
          <TextAreaField
            label={optional("profile.fields.address")}
            hint={t("profile.hints.address")}
            autoComplete="street-address"
            {...bind("address")}
          />
        </>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t("common.saving") : t("profile.save")}
        </button>
      </div>
    </form>
  );
};
