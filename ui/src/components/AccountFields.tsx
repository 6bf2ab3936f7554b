import type { BoundText } from "../forms/use-form-values.ts";
import { PasswordField } from "./PasswordField.tsx";
import { TextField } from "./TextField.tsx";

/** The e-mail address of an account, as sign-in, sign-up, the reset request and the profile ask it. */
export const EmailField = ({ label, ...bound }: BoundText & { readonly label: string }) => (
  <TextField
    label={label}
    type="email"
    autoComplete="email"
    inputMode="email"
    required
    {...bound}
  />
);

/** A person's first and last name side by side, as sign-up and the profile ask them. */
export const NameFields = ({
  labels,
  firstName,
  lastName,
}: {
  readonly labels: { readonly firstName: string; readonly lastName: string };
  readonly firstName: BoundText;
  readonly lastName: BoundText;
}) => (
  <div className="form-row">
    <TextField label={labels.firstName} autoComplete="given-name" required {...firstName} />
    <TextField label={labels.lastName} autoComplete="family-name" required {...lastName} />
  </div>
);

/**
 * A new password and its confirmation, as sign-up, the password reset and the password change
 * ask them; `hint` says what a password must be.
 */
export const NewPasswordFields = ({
  labels,
  password,
  confirmation,
}: {
  readonly labels: {
    readonly password: string;
    readonly hint: string;
    readonly confirmation: string;
  };
  readonly password: BoundText;
  readonly confirmation: BoundText;
}) => (
  <>
    <PasswordField
      label={labels.password}
      hint={labels.hint}
      autoComplete="new-password"
      required
      {...password}
    />
    <PasswordField
      label={labels.confirmation}
      autoComplete="new-password"
      required
      {...confirmation}
    />
  </>
);
