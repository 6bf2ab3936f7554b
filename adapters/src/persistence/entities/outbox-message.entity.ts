import { defineEntity, p } from "@mikro-orm/core";

/**
 * A message of the outbox of unsent mail kept in the database (on PostgreSQL): its id (the name
 * of its .eml file in a data folder), the account it was sent for (none for account mail), the
 * subject and recipients its list shows, and the message as written (RFC 5322).
 */
export const OutboxMessageSchema = defineEntity({
  name: "OutboxMessage",
  tableName: "mail_outbox",
  properties: {
    id: p.text().primary(),
    owner: p.text().nullable(),
    subject: p.text(),
    recipients: p.text(),
    raw: p.blob(),
    writtenAt: p.datetime(),
  },
  indexes: [{ name: "mail_outbox_owner_id_index", properties: ["owner", "id"] }],
});

export class OutboxMessage extends OutboxMessageSchema.class {}
OutboxMessageSchema.setClass(OutboxMessage);
