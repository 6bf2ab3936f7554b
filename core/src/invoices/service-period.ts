import { Schema } from "effect";
import { IsoDate } from "../calendar/iso-date.ts";

/**
 * The period an invoice's service covers (EN 16931 BG-14: BT-73 start, BT-74 end), both days
 * included; the end is not before the start.
 */
export const ServicePeriod = Schema.Struct({
  start: IsoDate.pipe(
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.serviceperiodstart" }),
  ),
  end: IsoDate.pipe(
    Schema.annotateKey({ messageMissingKey: "invoiceform.validation.serviceperiodend" }),
  ),
}).pipe(
  Schema.check(
    Schema.makeFilter((period) =>
      period.end < period.start
        ? { path: ["end"], issue: "invoiceform.validation.serviceperiodend" }
        : undefined,
    ),
  ),
);
export type ServicePeriod = typeof ServicePeriod.Type;
