import { useCallback, useState } from "react";

/**
 * The values of a form and a setter per field: `field("email")` is the `onChange` of the e-mail
 * input. Changing a field clears its problem, so a message never outlives its cause.
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
  return { values, field, errors, setErrors };
};
