import { defineEntity, p } from "@mikro-orm/core";
import { Client } from "./client.entity.ts";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A recurring invoice (docs/PRODUCT-RULES.md#recurring-invoices): the template its invoices
 * repeat, its rule and delivery, and where the job stands with it, claimed by one run at a time.
 */
export const RecurringInvoiceSchema = defineEntity({
  name: "RecurringInvoice",
  tableName: "recurring_invoices",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    client: () => p.manyToOne(Client).ref().deleteRule("cascade"),
    template: p.json(),
    frequency: p.enum(["weekly", "monthly", "quarterly", "yearly"]),
    day: p.integer(),
    startDate: p.date(),
    endDate: p.date().nullable(),
    count: p.integer().nullable(),
    paymentTermsDays: p.integer(),
    emailMethod: p.enum(["smtp", "resend"]).nullable(),
    sendEinvoice: p.boolean(),
    status: p.enum(["active", "paused"]),
    nextIndex: p.integer(),
    nextDate: p.date().nullable(),
    lastOccurrenceDate: p.date().nullable(),
    issuedCount: p.integer(),
    pendingInvoice: () => p.manyToOne(Invoice).ref().nullable().deleteRule("set null"),
    lastRunAt: p.datetime().nullable(),
    lastResult: p.enum(["issued", "failed"]).nullable(),
    lastError: p.text().nullable(),
    lastInvoice: () => p.manyToOne(Invoice).ref().nullable().deleteRule("set null"),
    failedAttempts: p.integer(),
    retryAt: p.datetime().nullable(),
    claimedUntil: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [
    { name: "recurring_invoices_user_id_next_date_index", properties: ["user", "nextDate"] },
    { name: "recurring_invoices_status_next_date_index", properties: ["status", "nextDate"] },
  ],
});

export class RecurringInvoice extends RecurringInvoiceSchema.class {}
RecurringInvoiceSchema.setClass(RecurringInvoice);
