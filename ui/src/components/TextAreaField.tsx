import type { TextareaHTMLAttributes } from "react";
import { Field, type FieldProps } from "./TextField.tsx";

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
  }) => (
  <Field
    label={label}
    error={error}
    hint={hint}
    control={(control) => (
      <textarea
        {...control}
        value={value}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
        {...textarea}
      />
    )}
  />
);
