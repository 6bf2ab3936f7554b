import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A numbered document whose files are not archived yet: queued by the triggers of `invoices` and
 * `credit_notes` in the transaction that gives it its number (archive-queue-sql.ts), removed in the one
 * that records its archive, so a crash between the two leaves it for the archive job.
 */
export const ArchiveQueueEntrySchema = defineEntity({
  name: "ArchiveQueueEntry",
  tableName: "archive_queue",
  properties: {
    documentKind: p.enum(["invoice", "credit_note"]).primary(),
    documentId: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade").index(),
    queuedAt: p.datetime(),
  },
  indexes: [{ name: "archive_queue_queued_at_index", properties: ["documentKind", "queuedAt"] }],
});

export class ArchiveQueueEntry extends ArchiveQueueEntrySchema.class {}
ArchiveQueueEntrySchema.setClass(ArchiveQueueEntry);
