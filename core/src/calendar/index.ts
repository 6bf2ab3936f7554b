export * from "./date-arithmetic.ts";
export * from "./day-bounds.ts";
export * from "./days-overdue.ts";
export * from "./instant.ts";
export * from "./invoice-dates.ts";
export * from "./iso-date.ts";
export * from "./time-zone.ts";
export * from "./today-in.ts";
