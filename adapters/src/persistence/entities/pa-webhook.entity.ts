import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * The webhook a user's PA calls back: the random hook in the callback address, the PA's
 * subscription id, and its signing key sealed (AES-256-GCM, like the PA secret).
 */
export const PaWebhookSchema = defineEntity({
  name: "PaWebhook",
  tableName: "pa_webhooks",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade").updateRule("no action"),
    hook: p.text().unique(),
    webhookId: p.text(),
    sealedSigningKey: p.text(),
    createdAt: p.datetime().defaultRaw("now()"),
  },
});

export class PaWebhook extends PaWebhookSchema.class {}
PaWebhookSchema.setClass(PaWebhook);
