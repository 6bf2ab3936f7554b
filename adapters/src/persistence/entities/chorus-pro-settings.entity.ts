import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A user's Chorus Pro account: PISTE's addresses and OAuth client, the technical account's login,
 * and the client secret and password sealed (AES-256-GCM, like the PA secret).
 */
export const ChorusProSettingsSchema = defineEntity({
  name: "ChorusProSettings",
  tableName: "chorus_pro_settings",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade").updateRule("no action"),
    tokenUrl: p.text(),
    apiUrl: p.text(),
    clientId: p.text(),
    sealedClientSecret: p.text().nullable(),
    login: p.text(),
    sealedPassword: p.text().nullable(),
    updatedAt: p.datetime().defaultRaw("now()"),
  },
});

export class ChorusProSettings extends ChorusProSettingsSchema.class {}
ChorusProSettingsSchema.setClass(ChorusProSettings);
