import { Effect } from "effect";
import { todayIn } from "../calendar/today-in.ts";
import { EXPORT_MAX_ROWS, InvoiceExportTooLarge, invoicesCsv } from "../exports/invoices-csv.ts";
import { Clock } from "../ports/clock.ts";
import { type InvoiceExportQuery, InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/** A CSV file to download: its name and its text. */
export interface CsvFile {
  readonly filename: string;
  readonly content: string;
}

/**
 * The CSV of the invoices the list's filters select (decisions
 * §3), in the list's order, named after today in the user's zone. More than EXPORT_MAX_ROWS
 * invoices fail with InvoiceExportTooLarge rather than a silently cut file.
 */
export const exportInvoicesCsv = (input: {
  readonly userId: UserId;
  readonly query: InvoiceExportQuery;
}) =>
  Effect.gen(function* () {
    const user = yield* findUser(input.userId);
    const rows = yield* (yield* InvoiceRepository).exportRows(
      input.userId,
      input.query,
      EXPORT_MAX_ROWS + 1,
    );
    if (rows.length > EXPORT_MAX_ROWS) {
      return yield* new InvoiceExportTooLarge({ limit: EXPORT_MAX_ROWS });
    }
    const today = todayIn(user.timeZone, new Date(yield* (yield* Clock).now));
    return { filename: `invoices-${today}.csv`, content: invoicesCsv(rows) } satisfies CsvFile;
  });
