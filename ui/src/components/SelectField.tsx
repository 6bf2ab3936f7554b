import { Field, type FieldProps } from "./TextField.tsx";

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
}) => (
  <Field
    label={label}
    error={error}
    hint={hint}
    control={(control) => (
      <select
        {...control}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    )}
  />
);
