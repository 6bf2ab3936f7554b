import { type TextareaHTMLAttributes, useId } from "react";
import { FieldError } from "./FieldError.tsx";
import type { FieldProps } from "./TextField.tsx";

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "onChange" | "value">;

/** A labelled multi-line text input (an address, notes). */
export const TextAreaField = ({
  label,
  error,
  hint,
  value,
  onChange,
  rows = 3,
  ...textarea
}: FieldProps &
  TextAreaProps & {
    readonly value: string;
    readonly onChange: (value: string) => void;
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
        <textarea
          id={id}
          value={value}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...textarea}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
};
