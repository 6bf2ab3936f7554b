import { Schema } from "effect";

/** The syntax of a flow (XP Z12-013 `FlowSyntax`). */
export const FlowSyntax = Schema.Literals(["CII", "UBL", "Factur-X", "CDAR", "FRR"]);
export type FlowSyntax = typeof FlowSyntax.Type;

/** The processing rule of a flow (`ProcessingRule`). */
export const ProcessingRule = Schema.Literals([
  "B2B",
  "B2BInt",
  "B2C",
  "B2G",
  "B2GInt",
  "OutOfScope",
  "B2GOutOfScope",
  "ArchiveOnly",
  "NotApplicable",
]);
export type ProcessingRule = typeof ProcessingRule.Type;

/** What a flow is about (`FlowType`): an invoice, or lifecycle statuses about one. */
export const FlowType = Schema.Literals([
  "CustomerInvoice",
  "SupplierInvoice",
  "StateInvoice",
  "CustomerInvoiceLC",
  "SupplierInvoiceLC",
  "StateCustomerInvoiceLC",
  "StateSupplierInvoiceLC",
  "UnitaryCustomerTransactionReport",
  "AggregatedCustomerTransactionReport",
  "UnitaryCustomerPaymentReport",
  "AggregatedCustomerPaymentReport",
  "UnitarySupplierTransactionReport",
  "MultiFlowReport",
]);
export type FlowType = typeof FlowType.Type;

/** The fields sent with a file (`FlowInfo`). */
export const FlowInfo = Schema.Struct({
  name: Schema.String,
  flowSyntax: FlowSyntax,
  flowProfile: Schema.optionalKey(Schema.Literals(["Basic", "CIUS", "Extended-CTC-FR"])),
  processingRule: Schema.optionalKey(ProcessingRule),
  trackingId: Schema.optionalKey(Schema.String),
  sha256: Schema.optionalKey(Schema.String),
});
export type FlowInfo = typeof FlowInfo.Type;

/** The PA's answer to a deposit (202): the flow id and what it took in. */
export const FlowReceipt = Schema.Struct({
  flowId: Schema.String,
  submittedAt: Schema.String,
  trackingId: Schema.optionalKey(Schema.String),
  sha256: Schema.optionalKey(Schema.String),
});
export type FlowReceipt = typeof FlowReceipt.Type;

const AcknowledgementDetail = Schema.Struct({
  level: Schema.Literals(["Error", "Warning"]),
  item: Schema.String,
  reasonCode: Schema.String,
  reasonMessage: Schema.String,
});

/** A flow's metadata (`Flow`): its info, type, direction and technical acknowledgement. */
export const Flow = Schema.Struct({
  flowId: Schema.String,
  name: Schema.String,
  flowSyntax: FlowSyntax,
  trackingId: Schema.optionalKey(Schema.String),
  processingRule: Schema.optionalKey(ProcessingRule),
  submittedAt: Schema.String,
  updatedAt: Schema.String,
  flowType: FlowType,
  flowDirection: Schema.Literals(["In", "Out"]),
  acknowledgement: Schema.Struct({
    status: Schema.Literals(["Pending", "Ok", "Error"]),
    details: Schema.optionalKey(Schema.Array(AcknowledgementDetail)),
  }),
});
export type Flow = typeof Flow.Type;

/** A page of `POST /v1/flows/search`. */
export const FlowSearchPage = Schema.Struct({
  nextCursor: Schema.optionalKey(Schema.NullOr(Schema.String)),
  results: Schema.Array(Flow),
});
export type FlowSearchPage = typeof FlowSearchPage.Type;

/** The answer to `POST /v1/webhooks`: the key that signs every callback. */
export const WebhookSubscription = Schema.Struct({
  webhookId: Schema.String,
  signingKey: Schema.String,
  createdAt: Schema.String,
});
export type WebhookSubscription = typeof WebhookSubscription.Type;

/** A line of the directory (`DirectoryLine`): where invoices to a company are routed. */
export const DirectoryLine = Schema.Struct({
  addressingIdentifier: Schema.String,
  siren: Schema.String,
  directoryLineStatus: Schema.optionalKey(Schema.Literals(["Enabled", "Disabled", "Upcoming"])),
  platformType: Schema.optionalKey(Schema.String),
});
export type DirectoryLine = typeof DirectoryLine.Type;

/** The answer to `POST /v1/directory-line/search`. */
export const DirectorySearchAnswer = Schema.Struct({
  results: Schema.Array(DirectoryLine),
});
