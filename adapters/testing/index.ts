export { supplierFacturX } from "./einvoice/received/supplier-factur-x.ts";
export {
  type StandInIntent,
  type StandInRequest,
  type StripeStandIn,
  startStripeStandIn,
} from "./payments/stripe-stand-in.ts";
export * from "./persistence/create-scratch-database.ts";
export * from "./persistence/insert-user.ts";
export * from "./persistence/open-migrated-test-database.ts";
export * from "./persistence/repository-runtime.ts";
export { testNfeSchemaDirectory, testNfseSchemaDirectory, testStandardsDir } from "./standards.ts";
