import { addDays } from "../calendar/date-arithmetic.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { CreateInvoiceRequest } from "../invoices/invoice-request.ts";
import type { ServicePeriod } from "../invoices/service-period.ts";
import type { RecurringInvoice, RecurringTemplate } from "./recurring-invoice.ts";

/**
 * The invoice body of one occurrence of a recurring invoice: its template, dated `issueDate`,
 * due after the payment term, covering `period`; issued at once ("sent"), or left a draft that the
 * e-mail send issues when the transport takes it.
 */
export const occurrenceInvoiceRequest = (
  schedule: Pick<RecurringInvoice, "paymentTermsDays" | "emailMethod"> & {
    readonly template: RecurringTemplate;
  },
  issueDate: IsoDate,
  period: ServicePeriod,
): CreateInvoiceRequest => ({
  clientId: schedule.template.clientId,
  currency: schedule.template.currency,
  pricesIncludeTax: schedule.template.pricesIncludeTax,
  discount: schedule.template.discount,
  notes: schedule.template.notes,
  operationCategory: schedule.template.operationCategory,
  items: schedule.template.items,
  issueDate,
  dueDate: addDays(issueDate, schedule.paymentTermsDays),
  servicePeriod: period,
  status: schedule.emailMethod === null ? "sent" : "draft",
});
