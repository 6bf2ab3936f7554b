import { defineEntity, p } from "@mikro-orm/core";
import { archiveQueueTriggers } from "./archive-queue-sql.ts";
import { Client } from "./client.entity.ts";
import { clientSnapshotTriggers } from "./client-snapshot-sql.ts";
import { einvoiceQueueTriggers } from "./einvoice-queue-sql.ts";
import { invoiceBuyerNameTriggers } from "./invoice-buyer-sql.ts";
import { invoiceNumberSearchIndex, invoiceTotalsTriggers } from "./invoice-derived-sql.ts";
import { User } from "./user.entity.ts";

const statuses = ["draft", "sent", "paid", "overdue", "cancelled"] as const;

/** A trigger of `invoices` as the schema check describes it. */
const invoiceTrigger =
  (timing: "before" | "after", forEach: "statement" | "row") =>
  (trigger: {
    readonly name: string;
    readonly event: "insert" | "update" | "delete";
    readonly createTrigger: string;
  }) => ({
    name: trigger.name,
    timing,
    events: [trigger.event],
    forEach,
    expression: trigger.createTrigger,
  });

/**
 * An invoice of a user, amounts in minor units of its currency. A draft has no number; an issued
 * invoice always has one, unique among its owner's. The indexes serve the list's sort keys under
 * the owner (each ends with the id, the list's tie-breaker), its status filter and the dashboard,
 * the overdue job's scan of sent invoices, and the search by number; triggers keep each
 * owner's totals (`InvoiceTotal`) and the buyer's name, and snapshot its client and queue it for
 * the archive and the e-invoice auto-send as it takes its number.
 */
export const InvoiceSchema = defineEntity({
  name: "Invoice",
  tableName: "invoices",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    client: () => p.manyToOne(Client).ref().index("invoices_client_id_index"),
    number: p.integer().nullable().check("number > 0"),
    status: p.enum(statuses),
    issueDate: p.date(),
    dueDate: p.date(),
    currency: p.text(),
    subtotal: p.bigint("number"),
    taxAmount: p.bigint("number"),
    total: p.bigint("number"),
    /** BT-113: what deposit invoices already invoiced of a final invoice (docs/QUOTES.md). */
    prepaidAmount: p.bigint("number").default(0),
    pricesIncludeTax: p.boolean().default(false),
    discountPercentHundredths: p.integer().nullable(),
    discountAmount: p.bigint("number").nullable(),
    serviceDate: p.date().nullable(),
    serviceStart: p.date().nullable(),
    serviceEnd: p.date().nullable(),
    operationCategory: p.text().nullable(),
    deliveryAddress: p.json().nullable(),
    notes: p.text(),
    siret: p.text().nullable(),
    vatNumber: p.text().nullable(),
    /** The client as it was when the invoice took its number (client-snapshot-sql.ts). */
    clientSnapshot: p.json().nullable(),
    /** The buyer's name as the invoice shows it, kept by triggers (invoice-buyer-sql.ts). */
    buyerName: p.text(),
    sentAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  uniques: [{ name: "invoices_user_id_number_unique", properties: ["user", "number"] }],
  checks: [
    {
      name: "invoices_issued_number_check",
      expression: "status in ('draft', 'cancelled') or number is not null",
    },
  ],
  indexes: [
    { name: "invoices_user_id_issue_date_index", properties: ["user", "issueDate", "id"] },
    { name: "invoices_user_id_due_date_index", properties: ["user", "dueDate", "id"] },
    { name: "invoices_user_id_total_index", properties: ["user", "total", "id"] },
    { name: "invoices_user_id_created_at_index", properties: ["user", "createdAt", "id"] },
    { name: "invoices_user_id_status_due_date_index", properties: ["user", "status", "dueDate"] },
    { name: "invoices_user_id_paid_at_index", properties: ["user", "paidAt"] },
    { name: "invoices_sent_due_date_index", properties: ["dueDate"], where: "status = 'sent'" },
    { name: invoiceNumberSearchIndex.name, expression: invoiceNumberSearchIndex.create },
    {
      name: "invoices_user_id_buyer_name_index",
      columns: [
        { name: "user_id" },
        { name: "buyer_name", collation: "und-x-icu" },
        { name: "id" },
      ],
    },
  ],
  triggers: [
    ...invoiceTotalsTriggers.map(invoiceTrigger("after", "statement")),
    ...archiveQueueTriggers.map(invoiceTrigger("after", "row")),
    ...einvoiceQueueTriggers.map(invoiceTrigger("after", "row")),
    ...clientSnapshotTriggers.map(invoiceTrigger("before", "row")),
    ...invoiceBuyerNameTriggers.map(invoiceTrigger("before", "row")),
  ],
});

export class Invoice extends InvoiceSchema.class {}
InvoiceSchema.setClass(Invoice);
