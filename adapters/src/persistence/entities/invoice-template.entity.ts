import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A user's invoice template (the templates screen); no row means the default template. */
export const InvoiceTemplateSchema = defineEntity({
  name: "InvoiceTemplate",
  tableName: "invoice_templates",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    layout: p.enum(["classic", "modern", "compact"]),
    accentColor: p.text(),
  },
});

export class InvoiceTemplate extends InvoiceTemplateSchema.class {}
InvoiceTemplateSchema.setClass(InvoiceTemplate);
