import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A seller's NFS-e settings (docs/PRODUCT-RULES.md#nfs-e): DPS series, default national service
 * code, NBS code, ISS rate in hundredths of a percent (null when the municipality supplies it),
 * withholding by the taker, Simples Nacional apuração and special municipal regime.
 */
export const NfseSettingsSchema = defineEntity({
  name: "NfseSettings",
  tableName: "nfse_settings",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade").updateRule("no action"),
    serie: p.text(),
    serviceCode: p.text(),
    nbsCode: p.text().nullable(),
    issRateHundredths: p.integer().nullable(),
    issWithheld: p.boolean(),
    simplesApuracao: p.enum(["1", "2", "3"]),
    specialRegime: p.enum(["0", "1", "2", "3", "4", "5", "6", "9"]),
  },
});

export class NfseSettings extends NfseSettingsSchema.class {}
NfseSettingsSchema.setClass(NfseSettings);
