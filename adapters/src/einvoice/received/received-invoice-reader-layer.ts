import { ReceivedInvoiceReader } from "@invoicing/core";
import { Effect, Layer } from "effect";
import { makeFacturXValidator } from "../france/validate-factur-x.ts";
import { readReceivedInvoice } from "./read-received-invoice.ts";

/**
 * The `ReceivedInvoiceReader` over the official validation of the standards folder; its
 * schematron worker starts with the first file read and stops with the layer.
 */
export const receivedInvoiceReaderLayer = (standardsDir: string) =>
  Layer.effect(
    ReceivedInvoiceReader,
    Effect.map(
      Effect.acquireRelease(
        Effect.sync(() => makeFacturXValidator(standardsDir)),
        (validator) => Effect.promise(validator.close),
      ),
      (validator) =>
        ReceivedInvoiceReader.of({ read: (bytes) => readReceivedInvoice(validator, bytes) }),
    ),
  );
