import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A user's French e-invoicing settings, one row per user once saved. */
export const FranceSettingsSchema = defineEntity({
  name: "FranceSettings",
  tableName: "france_settings",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    siret: p.text(),
    vatNumber: p.text().nullable(),
    companyName: p.text(),
    address: p.text().nullable(),
    city: p.text().nullable(),
    postalCode: p.text().nullable(),
    country: p.text(),
    autoSendToPfu: p.boolean(),
    // A fraction (0.2 is 20 %); a double gives back exactly the number the core stored.
    defaultVatRate: p.double(),
    legalForm: p.text().nullable(),
    // Euro cents.
    shareCapital: p.bigint().nullable(),
    registry: p.text().nullable(),
    registryCity: p.text().nullable(),
    soleTrader: p.boolean().default(false),
    vatFranchise: p.boolean().default(false),
    vatOnDebits: p.boolean().default(false),
  },
});

export class FranceSettings extends FranceSettingsSchema.class {}
FranceSettingsSchema.setClass(FranceSettings);
