import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * The last credit note number given to a user and that credit note's date; one row per user,
 * locked while a credit note is numbered, so the series has no gap and follows dates.
 */
export const CreditNoteNumberCounterSchema = defineEntity({
  name: "CreditNoteNumberCounter",
  tableName: "credit_note_number_counters",
  properties: {
    user: () => p.manyToOne(User).ref().primary().deleteRule("cascade"),
    lastNumber: p.integer(),
    lastIssueDate: p.date(),
  },
});

export class CreditNoteNumberCounter extends CreditNoteNumberCounterSchema.class {}
CreditNoteNumberCounterSchema.setClass(CreditNoteNumberCounter);
