import { addDays, daysBetween } from "../calendar/date-arithmetic.ts";
import type { Instant } from "../calendar/instant.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { Invoice } from "./invoice.ts";
import { NO_STATUS_STAMPS } from "./status-stamps.ts";

/**
 * A new draft with the content of `source` ("Duplicate as a new draft",
 * docs/PRODUCT-RULES.md#lifecycle): same client, identifiers, currency, lines and notes, dated
 * `today` and due after the source's payment term; no number, no stamps. `itemIds` names its lines,
 * one id per line of the source, in order.
 */
export const draftCopyOf = (
  source: Invoice,
  copy: {
    readonly id: string;
    readonly itemIds: ReadonlyArray<string>;
    readonly today: IsoDate;
    readonly now: Instant;
  },
): Invoice => ({
  ...source,
  ...NO_STATUS_STAMPS,
  id: copy.id,
  invoiceNumber: null,
  status: "draft",
  issueDate: copy.today,
  dueDate: addDays(copy.today, daysBetween(source.issueDate, source.dueDate)),
  items: source.items.map((item, index) => ({ ...item, id: copy.itemIds[index] ?? "" })),
  createdAt: copy.now,
  updatedAt: copy.now,
});
