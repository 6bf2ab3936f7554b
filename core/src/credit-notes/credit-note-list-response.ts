import { Paged } from "../invoices/paged.ts";
import { CreditNoteSummaryJson } from "./credit-note-json.ts";

/** The answer listing credit notes: a page of them (`{ data, page, pageSize, total }`), newest first. */
export const CreditNoteListResponse = Paged(CreditNoteSummaryJson);
export type CreditNoteListResponse = typeof CreditNoteListResponse.Type;
