import type {
  EmailMethod,
  Frequency,
  RecurringInvoiceJson,
  RecurringInvoiceRequest,
} from "@invoicing/core";

/** One line of the form, as typed. */
export interface RecurringLineValues {
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly taxRate: string;
}

/** The recurring-invoice form as typed: every field a string or a choice. */
export interface RecurringFormValues extends Record<string, unknown> {
  readonly clientId: string;
  readonly currency: string;
  readonly notes: string;
  readonly lines: ReadonlyArray<RecurringLineValues>;
  readonly frequency: Frequency;
  readonly day: string;
  readonly startDate: string;
  /** How it ends: never, on a date, or after a number of invoices. */
  readonly ends: "never" | "date" | "count";
  readonly endDate: string;
  readonly count: string;
  readonly paymentTermsDays: string;
  readonly emailMethod: EmailMethod | "none";
  readonly sendEInvoice: boolean;
}

/** An empty line. */
export const emptyLine: RecurringLineValues = {
  description: "",
  quantity: "1",
  unitPrice: "",
  taxRate: "0",
};

/** A new recurring invoice: monthly on the 1st from `today`, 30 days to pay, e-mailed by SMTP. */
export const newRecurringForm = (currency: string, today: string): RecurringFormValues => ({
  clientId: "",
  currency,
  notes: "",
  lines: [emptyLine],
  frequency: "monthly",
  day: "1",
  startDate: today,
  ends: "never",
  endDate: "",
  count: "",
  paymentTermsDays: "30",
  emailMethod: "smtp",
  sendEInvoice: true,
});

/** The form of a recurring invoice being edited. */
export const recurringFormOf = (schedule: RecurringInvoiceJson): RecurringFormValues => ({
  clientId: schedule.client.id,
  currency: schedule.currency,
  notes: schedule.notes,
  lines: schedule.items.map((item) => ({
    description: item.description,
    quantity: String(item.quantity),
    unitPrice: String(item.unitPrice),
    taxRate: String(item.taxRate),
  })),
  frequency: schedule.frequency,
  day: String(schedule.day),
  startDate: schedule.startDate,
  ends: schedule.endDate !== null ? "date" : schedule.count !== null ? "count" : "never",
  endDate: schedule.endDate ?? "",
  count: schedule.count === null ? "" : String(schedule.count),
  paymentTermsDays: String(schedule.paymentTermsDays),
  emailMethod: schedule.emailMethod ?? "none",
  sendEInvoice: schedule.sendEInvoice,
});

// A typed number, or the text itself so that the server names the field it refuses.
const numberOf = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

/** The request the form sends; the server judges every rule. */
export const recurringRequestOf = (values: RecurringFormValues): RecurringInvoiceRequest =>
  ({
    clientId: values.clientId,
    currency: values.currency,
    notes: values.notes,
    items: values.lines.map((line) => ({
      description: line.description,
      quantity: numberOf(line.quantity),
      unitPrice: numberOf(line.unitPrice),
      taxRate: numberOf(line.taxRate),
    })),
    frequency: values.frequency,
    day: numberOf(values.day),
    startDate: values.startDate,
    endDate: values.ends === "date" ? values.endDate : null,
    count: values.ends === "count" ? numberOf(values.count) : null,
    paymentTermsDays: numberOf(values.paymentTermsDays),
    emailMethod: values.emailMethod === "none" ? null : values.emailMethod,
    sendEInvoice: values.sendEInvoice,
  }) as RecurringInvoiceRequest;
