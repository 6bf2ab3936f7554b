import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A user's A1 certificate for NF-e: the PFX and its password sealed with AES-256-GCM (bound to
 * the user), and the facts the settings screen shows.
 */
export const NfeCertificateSchema = defineEntity({
  name: "NfeCertificate",
  tableName: "nfe_certificates",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    sealed: p.text(),
    subject: p.text(),
    cnpj: p.text().nullable(),
    notBefore: p.datetime(),
    notAfter: p.datetime(),
    uploadedAt: p.datetime(),
  },
});

export class NfeCertificate extends NfeCertificateSchema.class {}
NfeCertificateSchema.setClass(NfeCertificate);
