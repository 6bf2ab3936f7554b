import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon.tsx";
import { type FieldProps, TextField } from "./TextField.tsx";

/** A password input with a button that shows or hides what was typed. */
export const PasswordField = ({
  value,
  onChange,
  autoComplete,
  ...field
}: FieldProps & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: "current-password" | "new-password";
  readonly required?: boolean;
}) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...field}
      type={shown ? "text" : "password"}
      value={value}
      onChange={onChange}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="off"
      after={
        <button
          type="button"
          className="field-addon icon-button"
          onClick={() => setShown((was) => !was)}
          aria-label={t(shown ? "auth.hidepassword" : "auth.showpassword")}
        >
          <Icon name={shown ? "eyeOff" : "eye"} size={18} />
        </button>
      }
    />
  );
};
