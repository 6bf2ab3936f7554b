import { useCallback, useState } from "react";

/** A text field bound to a form's value: what `bind(name)` gives a field component. */
export interface BoundText {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}

/**
 * The values of a form and a setter per field: `field("email")` is the `onChange` of the e-mail
 * input, and `bind("email")` gives a field component its `value`, `onChange` and `error` at once.
 * Changing a field clears its problem, so a message never outlives its cause.
 */
export const useFormValues = <V extends Record<string, unknown>>(initial: V) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const field = useCallback(
    <K extends keyof V & string>(name: K) =>
      (value: V[K]) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => {
          if (!(name in current)) return current;
          const { [name]: _cleared, ...rest } = current;
          return rest;
        });
      },
    [],
  );
  const bind = <K extends keyof V & string>(name: K) => ({
    value: values[name],
    onChange: field(name),
    error: errors[name],
  });
  return { values, field, bind, errors, setErrors };
};
