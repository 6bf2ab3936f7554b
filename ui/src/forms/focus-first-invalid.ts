/** Moves the focus to the first field marked invalid in `form`, once React has marked it. */
export const focusFirstInvalid = (form: HTMLFormElement | null): void => {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
};
