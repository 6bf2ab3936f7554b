import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * One attempt to turn an invoice into an NFS-e and the national system's answer, with the
 * documents kept byte for byte: the signed DPS, the NFS-e once issued, the JSON answer. An
 * auto-send that failed before the national system answered keeps its i18n key in `error`.
 */
export const NfseSubmissionSchema = defineEntity({
  name: "NfseSubmission",
  tableName: "nfse_submissions",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    trigger: p.enum(["manual", "auto"]),
    environment: p.enum(["homologation", "production"]),
    sandbox: p.boolean(),
    status: p.enum(["issued", "rejected", "failed"]),
    issuer: p.text().nullable(),
    serie: p.text().nullable(),
    nDps: p.integer().nullable(),
    dpsId: p.text().nullable(),
    accessKey: p.text().nullable(),
    messages: p.json<ReadonlyArray<unknown>>(),
    issuedAt: p.datetime().nullable(),
    submittedAt: p.datetime(),
    error: p.text().nullable(),
    fields: p.json<Record<string, string>>().nullable(),
    dpsXml: p.text().nullable(),
    nfseXml: p.text().nullable(),
    responseJson: p.text().nullable(),
  },
  indexes: [
    {
      name: "nfse_submissions_invoice_id_submitted_at_index",
      properties: ["invoice", "submittedAt"],
    },
    { name: "nfse_submissions_user_id_dps_id_index", properties: ["user", "dpsId"] },
  ],
  uniques: [
    {
      name: "nfse_submissions_issued_key_unique",
      properties: ["user", "accessKey"],
      where: "status = 'issued'",
    },
  ],
  checks: [
    {
      name: "nfse_submissions_issued_check",
      expression:
        "status <> 'issued' or (access_key is not null and nfse_xml is not null and dps_xml is not null and dps_id is not null and issued_at is not null)",
    },
  ],
});

export class NfseSubmission extends NfseSubmissionSchema.class {}
NfseSubmissionSchema.setClass(NfseSubmission);
