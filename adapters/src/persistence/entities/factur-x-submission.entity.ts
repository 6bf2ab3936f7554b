import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A submission of an invoice's Factur-X to the French platform and its answer, kept whole: the
 * failed rules as the platform listed them, and for a submission that never reached it the i18n
 * key of why (with each refused field).
 */
export const FacturXSubmissionSchema = defineEntity({
  name: "FacturXSubmission",
  tableName: "factur_x_submissions",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    trigger: p.enum(["manual", "auto"]),
    environment: p.enum(["sandbox", "production"]),
    status: p.enum(["deposited", "issued", "received", "madeAvailable", "rejected", "failed"]),
    flowId: p.text().nullable(),
    reason: p.text().nullable(),
    failedRules: p.json<unknown>(),
    error: p.text().nullable(),
    fields: p.json<unknown>().nullable(),
    submittedAt: p.datetime(),
    answeredAt: p.datetime(),
  },
  indexes: [
    {
      name: "factur_x_submissions_invoice_id_submitted_at_index",
      properties: ["invoice", "submittedAt"],
    },
  ],
});

export class FacturXSubmission extends FacturXSubmissionSchema.class {}
FacturXSubmissionSchema.setClass(FacturXSubmission);
