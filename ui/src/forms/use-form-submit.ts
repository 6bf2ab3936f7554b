import type { Decoded } from "@invoicing/core";
import { type FormEvent, useRef, useState } from "react";
import { ApiError } from "../api/api-error.ts";
import { useToast } from "../components/toasts.ts";
import { useErrorText } from "../i18n/use-error-text.ts";
import { focusFirstInvalid } from "./focus-first-invalid.ts";

type Problems = Readonly<Record<string, string>>;

/** How a form sends what it holds, and what follows. */
export interface FormSubmitOptions<A, R> {
  /** What the form holds, checked: the value to send, or each field's problem. */
  readonly decode: () => Decoded<A>;
  /** Sends the checked value to the API. */
  readonly send: (value: A) => Promise<R>;
  /** What follows a success: a toast, the next page. */
  readonly onSuccess?: (result: R, value: A) => void;
  /** The i18n key of the failure when the API tells no reason of its own. */
  readonly failureKey: string;
  /** Where a failure is told: above the form (`failure`) or in a toast. */
  readonly failureShown: "banner" | "toast";
  /** The success leaves the page: the form stays busy until it is gone. */
  readonly leavesOnSuccess?: boolean;
  /** Each field's problem in a refusal; by default the API's keyed errors, as they come. */
  readonly refusedFields?: (error: ApiError) => Problems;
  /** The failure told for an error before its key's text or `failureKey`'s, when it has one. */
  readonly failureText?: (error: unknown) => string | undefined;
  /** The failure told when the check finds problems (none by default: the fields tell them). */
  readonly invalidFailure?: (problems: Problems) => string | undefined;
  /** Called with the problems each time fields are marked (to open the section they are in). */
  readonly onProblems?: (problems: Problems) => void;
}

/**
 * The submit of a form whose values `useFormValues` keeps: checks them, marks the fields in
 * trouble and focuses the first, sends, and on a refusal marks the fields the API names
 * (docs/PRODUCT-RULES.md#api) and tells the failure; `busy` while sending. `form` is the form's ref.
 */
export const useFormSubmit = <A, R>(
  setErrors: (problems: Problems) => void,
  options: FormSubmitOptions<A, R>,
) => {
  const errorText = useErrorText();
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const showProblems = (problems: Problems) => {
    setErrors(problems);
    options.onProblems?.(problems);
    focusFirstInvalid(form.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const decoded = options.decode();
    if ("fields" in decoded) {
      showProblems(decoded.fields);
      setFailure(options.invalidFailure?.(decoded.fields));
      return;
    }
    setBusy(true);
    try {
      const result = await options.send(decoded.value);
      options.onSuccess?.(result, decoded.value);
      if (!options.leavesOnSuccess) setBusy(false);
    } catch (error) {
      const refused = error instanceof ApiError;
      const text = options.failureText?.(error) ?? errorText(error, options.failureKey);
      if (options.failureShown === "toast") toast.error(text);
      else setFailure(text);
      setBusy(false);
      showProblems(refused ? (options.refusedFields?.(error) ?? error.fields) : {});
    }
  };

  return { form, submit, busy, failure };
};
