/**
 * A loading indicator. With a `label` (already translated) it is announced to screen readers;
 * without one (before any catalogue has loaded) it is only drawn.
 */
export const Spinner = ({
  label,
  block = false,
}: {
  readonly label?: string;
  readonly block?: boolean;
}) => (
  <div className={block ? "spinner-block" : "spinner-inline"} role={label ? "status" : undefined}>
    <span className="spinner" aria-hidden="true" />
    {label ? <span className="visually-hidden">{label}</span> : null}
  </div>
);
