import { addDays } from "../calendar/date-arithmetic.ts";
import type { IsoDate } from "../calendar/iso-date.ts";
import type { ServicePeriod } from "../invoices/service-period.ts";
import type { Currency } from "../money/currency.ts";
import { occurrenceDate, type RecurrenceRule, unboundedOccurrence } from "./recurrence.ts";
import type { RecurringInvoice, RecurringTemplate } from "./recurring-invoice.ts";
import type { RecurringInvoiceRequest } from "./recurring-invoice-request.ts";

const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** The rule of a recurring invoice. */
export const ruleOf = (schedule: RecurrenceRule): RecurrenceRule => ({
  frequency: schedule.frequency,
  day: schedule.day,
  startDate: schedule.startDate,
  endDate: schedule.endDate,
  count: schedule.count,
});

/**
 * The index of the first occurrence of `rule` on or after `from`: where a new or edited rule
 * starts counting, so that an edit or a resume never issues a period already handled or passed.
 */
export const firstIndexFrom = (rule: RecurrenceRule, from: IsoDate): number => {
  let index = 0;
  while (unboundedOccurrence(rule, index) < from) index += 1;
  return index;
};

/** The period an occurrence's invoice covers: its date to the day before the next one. */
export const occurrencePeriod = (rule: RecurrenceRule, index: number): ServicePeriod => ({
  start: unboundedOccurrence(rule, index),
  end: addDays(unboundedOccurrence(rule, index + 1), -1),
});

/** The schedule's next occurrence date once `nextIndex` is the next to issue. */
export const nextDateAt = (rule: RecurrenceRule, nextIndex: number): IsoDate | null =>
  occurrenceDate(rule, nextIndex);

/** The template, rule, terms and delivery a request sets, with the user's currency as default. */
export const recurringFields = (
  request: RecurringInvoiceRequest,
  userCurrency: Currency,
): Pick<
  RecurringInvoice,
  | "template"
  | "frequency"
  | "day"
  | "startDate"
  | "endDate"
  | "count"
  | "paymentTermsDays"
  | "emailMethod"
  | "sendEInvoice"
> => {
  const template: RecurringTemplate = {
    clientId: request.clientId,
    currency: request.currency ?? userCurrency,
    pricesIncludeTax: request.pricesIncludeTax ?? false,
    discount: request.discount ?? null,
    notes: request.notes ?? "",
    operationCategory: request.operationCategory ?? null,
    items: request.items,
  };
  return {
    template,
    frequency: request.frequency,
    day: request.day,
    startDate: request.startDate,
    endDate: request.endDate ?? null,
    count: request.count ?? null,
    paymentTermsDays: request.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
    emailMethod: request.emailMethod ?? null,
    sendEInvoice: request.sendEInvoice ?? true,
  };
};
