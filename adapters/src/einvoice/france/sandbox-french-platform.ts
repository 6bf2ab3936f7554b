import {
  type FailedRule,
  FrenchPlatform,
  type FrenchPlatformReceipt,
  FrenchPlatformUnavailable,
  IdGenerator,
  isBlockingRule,
} from "@invoicing/core";
import { Effect, Layer } from "effect";
import { readFacturXXml } from "../../pdf/pdfa/read-factur-x-xml.ts";
import { type FacturXXmlValidator, makeFacturXValidator } from "./validate-factur-x.ts";

const NO_INVOICE_XML: FailedRule = {
  id: "FACTUR-X-ATTACHMENT",
  flag: "fatal",
  text: "The PDF must carry exactly one embedded file named factur-x.xml.",
  location: "PDF",
};

/** A rejection's reason: each blocking rule's text (which names its rule), one per line. */
const rejectionReason = (rules: ReadonlyArray<FailedRule>): string =>
  rules.map((rule) => rule.text).join("\n");

const rejected = (rules: ReadonlyArray<FailedRule>): FrenchPlatformReceipt => {
  const blocking = rules.filter(isBlockingRule);
  return {
    status: "rejected",
    reason: rejectionReason(blocking),
    submissionId: null,
    failedRules: blocking,
  };
};

/**
 * The platform's answer to a Factur-X PDF, from the official validation: deposited with a new
 * flow id (and any warnings), or rejected with each blocking rule's id and text. A PDF without
 * exactly one `factur-x.xml` is rejected before any validation.
 */
export const sandboxReceipt = (
  pdf: Uint8Array,
  validator: FacturXXmlValidator,
  newFlowId: Effect.Effect<string>,
): Effect.Effect<FrenchPlatformReceipt, FrenchPlatformUnavailable> =>
  Effect.gen(function* () {
    const xml = yield* Effect.promise(() => readFacturXXml(pdf));
    if (xml === null) return rejected([NO_INVOICE_XML]);
    const validation = yield* Effect.tryPromise({
      try: () => validator.validate(xml),
      catch: (error) => new FrenchPlatformUnavailable({ reason: String(error) }),
    });
    if (!validation.valid) return rejected(validation.failedRules);
    return {
      status: "deposited",
      reason: null,
      submissionId: `SANDBOX-${yield* newFlowId}`,
      failedRules: validation.failedRules,
    } satisfies FrenchPlatformReceipt;
  });

/**
 * The FrenchPlatform port's sandbox (docs/PRODUCT-RULES.md#e-invoicing-france), always available
 * and in process: it reads the `factur-x.xml` of the deposited PDF and runs the official validation
 * of `standardsDir` (XSD, EN 16931, Factur-X and BR-FR schematrons) as a platform would. Flow ids
 * come from the IdGenerator; the schematron worker stops with the layer.
 */
export const sandboxFrenchPlatformLayer = (standardsDir: string) =>
  Layer.effect(
    FrenchPlatform,
    Effect.gen(function* () {
      const ids = yield* IdGenerator;
      const validator = yield* Effect.acquireRelease(
        Effect.sync(() => makeFacturXValidator(standardsDir)),
        (acquired) => Effect.promise(acquired.close),
      );
      return FrenchPlatform.of({
        submit: (submission) => sandboxReceipt(submission.facturX, validator, ids.next),
      });
    }),
  );
