import type { ReactNode } from "react";
import { Banner } from "./Banner.tsx";

/**
 * A failed action as an error banner: the screen's headline (its message, such as "Failed
 * to load invoices") and, when it says more, the reason (the server's words, "Network Error"),
 * then any buttons (retry, dismiss). Texts are already translated.
 */
export const FailureBanner = ({
  title,
  reason,
  children,
}: {
  readonly title: string;
  readonly reason: string;
  readonly children?: ReactNode;
}) => (
  <Banner kind="error">
    <p>
      <strong>{title}</strong>
    </p>
    {reason !== title ? <p>{reason}</p> : null}
    {children}
  </Banner>
);
