import { CreditNoteSummaryJson, Paged } from "@invoicing/core";

/** Answer of `GET /api/credit-notes`: `{ data, page, pageSize, total }`. */
export const CreditNoteListResponse = Paged(CreditNoteSummaryJson);
