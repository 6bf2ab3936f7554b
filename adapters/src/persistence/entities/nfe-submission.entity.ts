import { defineEntity, p } from "@mikro-orm/core";
import { Invoice } from "./invoice.entity.ts";
import { User } from "./user.entity.ts";

/**
 * One attempt to authorise an invoice's NF-e and SEFAZ's answer, with the documents kept: the
 * nfeProc once authorised, SEFAZ's answer as received. An auto-send that failed before SEFAZ
 * answered keeps its i18n key in `error`. At most one authorised NF-e per number (issuer, série,
 * nNF) and environment of a user: the guard behind duplicate rejections.
 */
export const NfeSubmissionSchema = defineEntity({
  name: "NfeSubmission",
  tableName: "nfe_submissions",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    invoice: () => p.manyToOne(Invoice).ref().deleteRule("cascade"),
    trigger: p.enum(["manual", "auto"]),
    environment: p.enum(["homologation", "production"]),
    sandbox: p.boolean(),
    accessKey: p.text().nullable(),
    cStat: p.text().nullable(),
    xMotivo: p.text().nullable(),
    protocol: p.text().nullable(),
    authorized: p.boolean(),
    authorizedAt: p.datetime().nullable(),
    submittedAt: p.datetime(),
    error: p.text().nullable(),
    fields: p.json<Record<string, string>>().nullable(),
    issuer: p.text().nullable(),
    serie: p.integer().nullable(),
    nNf: p.integer().nullable(),
    nfeProcXml: p.text().nullable(),
    responseXml: p.text().nullable(),
  },
  indexes: [
    {
      name: "nfe_submissions_invoice_id_submitted_at_index",
      properties: ["invoice", "submittedAt"],
    },
  ],
  uniques: [
    {
      name: "nfe_submissions_authorized_number_unique",
      properties: ["user", "environment", "issuer", "serie", "nNf"],
      where: "authorized",
    },
  ],
  checks: [
    {
      name: "nfe_submissions_authorized_check",
      expression: "not authorized or (nfe_proc_xml is not null and protocol is not null)",
    },
  ],
});

export class NfeSubmission extends NfeSubmissionSchema.class {}
NfeSubmissionSchema.setClass(NfeSubmission);
