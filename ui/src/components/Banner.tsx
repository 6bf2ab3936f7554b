import type { ReactNode } from "react";
import { Icon } from "./Icon.tsx";

/**
 * A message above a form or a list: an error (announced at once), a warning, a success or plain
 * information. Its text is already translated.
 */
export const Banner = ({
  kind,
  children,
}: {
  readonly kind: "error" | "warning" | "success" | "info";
  readonly children: ReactNode;
}) => (
  <div className={`banner banner-${kind}`} role={kind === "error" ? "alert" : "status"}>
    <Icon name={kind === "success" ? "check" : kind === "info" ? "info" : "alert"} />
    <div>{children}</div>
  </div>
);
