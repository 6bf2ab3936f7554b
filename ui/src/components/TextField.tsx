import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { FieldError } from "./FieldError.tsx";

/** The props shared by the form fields: a visible label and the i18n key of the field's problem. */
export interface FieldProps {
  readonly label: string;
  /** The i18n key of the field's problem (`auth.emailrequired`), shown under it. */
  readonly error?: string | undefined;
  /** A hint under the label, already translated. */
  readonly hint?: string | undefined;
}

/** What a field's control carries: its id and what describes it (hint, problem). */
export interface ControlProps {
  readonly id: string;
  readonly "aria-invalid": true | undefined;
  readonly "aria-describedby": string | undefined;
}

/**
 * The markup every form field shares: the visible label, the hint, the control's box and the
 * problem under it. `control` renders the input, select or text area with the props it is given.
 */
export const Field = ({
  label,
  error,
  hint,
  control,
  after,
}: FieldProps & {
  readonly control: (props: ControlProps) => ReactNode;
  readonly after?: ReactNode;
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
        {control({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described || undefined,
        })}
        {after}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
};

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value">;

/** A labelled text input whose value is a string. `after` sits inside the field's box. */
export const TextField = ({
  label,
  error,
  hint,
  value,
  onChange,
  after,
  ...input
}: FieldProps &
  InputProps & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly after?: ReactNode;
  }) => (
  <Field
    label={label}
    error={error}
    hint={hint}
    after={after}
    control={(control) => (
      <input
        {...control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    )}
  />
);
