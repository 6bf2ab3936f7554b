import { Effect, Schema } from "effect";

/** The invoice layouts offered on the templates screen. */
export const invoiceLayouts = ["classic", "modern", "compact"] as const;

/** How an invoice PDF is laid out: classic (ruled), modern (colour band), compact (dense). */
export const InvoiceLayout = Schema.Literals(invoiceLayouts).annotate({
  message: "templates.invalidlayout",
});
export type InvoiceLayout = typeof InvoiceLayout.Type;

/** A colour as `#RRGGBB`. */
export const AccentColor = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^#[0-9A-Fa-f]{6}$/u, { message: "templates.invalidaccentcolor" })),
);
export type AccentColor = typeof AccentColor.Type;

/** The layout of a user who chose none. */
export const DEFAULT_INVOICE_LAYOUT: InvoiceLayout = "classic";

/** The accent colour of a user who chose none: a sober blue. */
export const DEFAULT_ACCENT_COLOR: AccentColor = "#1F4E8C";

/** The template choice of the templates screen, applied to every invoice PDF of the user. */
export const InvoiceTemplate = Schema.Struct({
  layout: InvoiceLayout.pipe(Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_INVOICE_LAYOUT))),
  accentColor: AccentColor.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(DEFAULT_ACCENT_COLOR)),
  ),
});
export type InvoiceTemplate = typeof InvoiceTemplate.Type;

/** The template of a user who chose none. */
export const DEFAULT_INVOICE_TEMPLATE: InvoiceTemplate = {
  layout: DEFAULT_INVOICE_LAYOUT,
  accentColor: DEFAULT_ACCENT_COLOR,
};
