import type { ReactNode } from "react";
import { Link } from "wouter";
import styles from "./detail-header.module.css";
import { Icon } from "./Icon.tsx";

/**
 * The header of a document's page (an invoice, a credit note): its title with any badge beside
 * it, a line about it, and the way back to its list. Texts are already translated.
 */
export const DetailHeader = ({
  title,
  badge,
  children,
  back,
}: {
  readonly title: string;
  readonly badge?: ReactNode;
  readonly children: ReactNode;
  readonly back: { readonly href: string; readonly label: string };
}) => (
  <div className="page-header">
    <div className={styles.heading}>
      <div className={styles.titleLine}>
        <h1>{title}</h1>
        {badge}
      </div>
      <p>{children}</p>
    </div>
    <Link href={back.href} className="btn btn-secondary">
      <Icon name="arrowLeft" size={18} />
      {back.label}
    </Link>
  </div>
);
