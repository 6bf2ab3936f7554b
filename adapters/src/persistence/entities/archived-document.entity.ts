import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * One archived file of a numbered document (docs/PRODUCT-RULES.md#archive): its PDF or e-invoice
 * XML, kept by the FileStorage port under `storageKey`, with the SHA-256 and size of its bytes.
 * Written once, when the document is archived, and never changed.
 */
export const ArchivedDocumentSchema = defineEntity({
  name: "ArchivedDocument",
  tableName: "archived_documents",
  properties: {
    documentKind: p.enum(["invoice", "credit_note", "quote"]).primary(),
    documentId: p.uuid().primary(),
    format: p.enum(["pdf", "xml"]).primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade").index(),
    contentType: p.text(),
    storageKey: p.text(),
    sha256: p.text(),
    size: p.integer(),
    createdAt: p.datetime(),
  },
});

export class ArchivedDocument extends ArchivedDocumentSchema.class {}
ArchivedDocumentSchema.setClass(ArchivedDocument);
