import { useTranslation } from "react-i18next";

/** The message under a field, from the i18n key of its problem; nothing when there is none. */
export const FieldError = ({
  id,
  error,
}: {
  readonly id: string;
  readonly error?: string | undefined;
}) => {
  const { t } = useTranslation();
  return error ? (
    <p id={id} className="field-error">
      {t(error)}
    </p>
  ) : null;
};
