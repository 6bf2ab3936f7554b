import type { ClientListItem } from "@invoicing/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Icon } from "../../components/Icon.tsx";
import { clientInitial } from "./client-initial.ts";
import styles from "./clients.module.css";

/**
 * One client of the grid: its initial, name, company and contact details, and the ways to invoice,
 * edit or delete it. Action names carry the client's name, so each is distinct to a screen reader.
 */
export const ClientCard = ({
  client,
  deleting,
  onDelete,
}: {
  readonly client: ClientListItem;
  readonly deleting: boolean;
  readonly onDelete: (client: ClientListItem) => void;
}) => {
  const { t } = useTranslation();
  const nameId = useId();
  const name = client.name;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHeader}>
        <span className={styles.initial} aria-hidden="true">
          {clientInitial(name)}
        </span>
        <div className={styles.identity}>
          <h2 id={nameId} className={styles.name}>
            {name}
          </h2>
          {client.company ? <p className={styles.company}>{client.company}</p> : null}
        </div>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>
            <Icon name="mail" size={16} />
            <span className="visually-hidden">{t("clients.fields.email")}</span>
          </dt>
          <dd>
            <a href={`mailto:${client.email}`}>{client.email}</a>
          </dd>
        </div>
        {client.phone ? (
          <div>
            <dt>
              <Icon name="phone" size={16} />
              <span className="visually-hidden">{t("clients.fields.phone")}</span>
            </dt>
            <dd>
              <a href={`tel:${client.phone.replace(/[^\d+]/gu, "")}`}>{client.phone}</a>
            </dd>
          </div>
        ) : null}
        {client.address ? (
          <div>
            <dt>
              <Icon name="mapPin" size={16} />
              <span className="visually-hidden">{t("clients.fields.address")}</span>
            </dt>
            <dd className={styles.address}>{client.address}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.cardActions}>
        <Link
          href={`/invoices/new?clientId=${encodeURIComponent(client.id)}`}
          className="btn btn-primary"
          aria-label={t("clients.createinvoicefor", { name })}
        >
          <Icon name="invoice" size={18} />
          {t("clients.createinvoice")}
        </Link>
        <Link
          href={`/clients/${encodeURIComponent(client.id)}/edit`}
          className="btn btn-secondary"
          aria-label={t("clients.editclient", { name })}
        >
          <Icon name="edit" size={18} />
          {t("common.edit")}
        </Link>
        <button
          type="button"
          className={`btn btn-secondary ${styles.deleteButton}`}
          aria-label={t("clients.deleteclient", { name })}
          disabled={deleting}
          onClick={() => onDelete(client)}
        >
          <Icon name="trash" size={18} />
          {t("common.delete")}
        </button>
      </div>
    </article>
  );
};
