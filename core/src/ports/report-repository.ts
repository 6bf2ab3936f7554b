import { Context, type Effect } from "effect";
import type { ReportFigures } from "../reports/build-reports-data.ts";
import type { ReportPeriod } from "../reports/report-period.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The reports' figures, summed by the database per currency, never by loading invoices (as the
 * dashboard, docs/PRODUCT-RULES.md#dashboard), scoped by the owner. Storage failures are defects.
 */
export class ReportRepository extends Context.Service<
  ReportRepository,
  {
    /**
     * Per month of `period` and currency: Σ and count of the invoices issued that month (issue
     * date from `firstDay` to before `endDay`, status in `invoicedStatuses`), and Σ of the paid
     * invoices whose `paidAt` falls in the month's `[start, end)`. Per client and currency: Σ,
     * count and oldest due date of the sent and overdue invoices, and Σ of those overdue on
     * `period.today` (`isOverdueOn`).
     */
    readonly reportFigures: (userId: UserId, period: ReportPeriod) => Effect.Effect<ReportFigures>;
  }
>()("@invoicing/core/ReportRepository") {}
