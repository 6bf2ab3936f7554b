import { useId } from "react";
import { FieldError } from "./FieldError.tsx";
import type { FieldProps } from "./TextField.tsx";

/** One choice of a select: its value and its (translated) text. */
export interface Choice<V extends string> {
  readonly value: V;
  readonly label: string;
}

/** A labelled select among `choices`. */
export const SelectField = <V extends string>({
  label,
  error,
  hint,
  value,
  onChange,
  choices,
  autoComplete,
}: FieldProps & {
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly choices: ReadonlyArray<Choice<V>>;
  readonly autoComplete?: string;
}) => {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <div className="field-control">
        <select
          id={id}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => {
            const chosen = choices.find((choice) => choice.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
};
