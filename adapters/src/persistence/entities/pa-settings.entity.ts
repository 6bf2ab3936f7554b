import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A user's Plateforme Agréée: the sandbox PA or a real one's addresses and authentication, the
 * token or client secret sealed (AES-256-GCM, like NF-e certificates), and how far its statuses
 * and the supplier invoices it delivered were polled.
 */
export const PaSettingsSchema = defineEntity({
  name: "PaSettings",
  tableName: "pa_settings",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade").updateRule("no action"),
    mode: p.enum(["sandbox", "custom"]),
    flowServiceUrl: p.text().nullable(),
    directoryServiceUrl: p.text().nullable(),
    authKind: p.enum(["token", "oauth2"]),
    tokenUrl: p.text().nullable(),
    clientId: p.text().nullable(),
    sealedSecret: p.text().nullable(),
    organizationId: p.text().nullable(),
    polledUntil: p.datetime().nullable(),
    invoicesPolledUntil: p.datetime().nullable(),
    updatedAt: p.datetime().defaultRaw("now()"),
  },
});

export class PaSettings extends PaSettingsSchema.class {}
PaSettingsSchema.setClass(PaSettings);
