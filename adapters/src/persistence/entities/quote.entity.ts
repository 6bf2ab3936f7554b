import { defineEntity, p } from "@mikro-orm/core";
import { Client } from "./client.entity.ts";
import { User } from "./user.entity.ts";

/**
 * A quote of a user (docs/QUOTES.md), amounts in minor units of its currency, its lines as one
 * JSON array. A draft has no number; a sent quote always has one, unique among its owner's. The
 * SHA-256 of its client link's token, while one is live. The indexes serve the list under the
 * owner and the expiry job's scan of sent quotes.
 */
export const QuoteSchema = defineEntity({
  name: "Quote",
  tableName: "quotes",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    client: () => p.manyToOne(Client).ref().index("quotes_client_id_index").deleteRule("cascade"),
    number: p.integer().nullable().check("number > 0"),
    status: p.enum(["draft", "sent", "accepted", "declined", "expired"]),
    issueDate: p.date(),
    validUntil: p.date(),
    currency: p.text(),
    pricesIncludeTax: p.boolean().default(false),
    discountPercentHundredths: p.integer().nullable(),
    discountAmount: p.bigint("number").nullable(),
    notes: p.text(),
    items: p.json(),
    subtotal: p.bigint("number"),
    taxAmount: p.bigint("number"),
    total: p.bigint("number"),
    linkTokenHash: p.text().nullable().unique(),
    sentAt: p.datetime().nullable(),
    answeredAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  uniques: [{ name: "quotes_user_id_number_unique", properties: ["user", "number"] }],
  checks: [
    { name: "quotes_sent_number_check", expression: "status = 'draft' or number is not null" },
  ],
  indexes: [
    { name: "quotes_user_id_created_at_index", properties: ["user", "createdAt"] },
    { name: "quotes_status_valid_until_index", properties: ["status", "validUntil"] },
  ],
});

export class Quote extends QuoteSchema.class {}
QuoteSchema.setClass(Quote);
