import { Migration } from "@mikro-orm/migrations";
import {
  creditNoteArchiveQueueTrigger,
  queueCreditNoteArchiveFunction,
} from "../entities/archive-queue-sql.ts";

/**
 * Credit notes (docs/PRODUCT-RULES.md#credit-notes): each user chooses the prefix of their credit
 * notes' numbers (`CN-` until they do), and each credit note keeps the prefix it was numbered with.
 * A trigger queues every credit note for the archive in the transaction that stores it, as 0019
 * does for invoices, so one stored just before a crash is archived by the archive job; the credit
 * notes stored before this migration and not archived yet are queued now.
 */
export class M0021CreditNotePrefixAndArchiveQueue extends Migration {
  override up(): void {
    this.addSql(`alter table "users" add column "credit_note_prefix" text not null default 'CN-';`);
    this.addSql(
      `alter table "credit_notes" add column "number_prefix" text not null default 'CN-';`,
    );
    this.addSql(queueCreditNoteArchiveFunction);
    this.addSql(creditNoteArchiveQueueTrigger.createTrigger);
    this.addSql(`insert into "archive_queue" (document_kind, document_id, user_id, queued_at)
      select 'credit_note', cn.id, cn.user_id, now() from credit_notes cn
      where not exists (select 1 from archived_documents a
        where a.document_kind = 'credit_note' and a.document_id = cn.id)
      on conflict do nothing;`);
  }
}
