import { useId } from "react";

/** A checkbox with its label beside it and, optionally, a hint under the label. */
export const CheckboxField = ({
  label,
  hint,
  checked,
  onChange,
  disabled = false,
}: {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
}) => {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <div>
          <label htmlFor={id}>{label}</label>
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        </div>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
    </div>
  );
};
