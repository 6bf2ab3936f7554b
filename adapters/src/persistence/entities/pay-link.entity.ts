import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A pay link (docs/PRODUCT-RULES.md#pay-links): the SHA-256 of its random token, which finds it,
 * the token sealed for the invoice e-mails (never in clear), the invoice it opens and when it was
 * revoked. At most one live link per invoice.
 */
export const PayLinkSchema = defineEntity({
  name: "PayLink",
  tableName: "pay_links",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    tokenHash: p.text().unique(),
    sealedToken: p.text().nullable(),
    createdAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
  uniques: [
    {
      name: "pay_links_live_invoice_unique",
      properties: ["invoice"],
      where: "revoked_at is null",
    },
  ],
});

export class PayLink extends PayLinkSchema.class {}
PayLinkSchema.setClass(PayLink);
