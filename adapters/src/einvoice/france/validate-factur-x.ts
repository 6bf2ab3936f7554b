import { type FailedRule, isBlockingRule } from "@invoicing/core";
import { facturXStandards } from "./factur-x-standards.ts";
import { makeSchematronValidator } from "./schematron-validator.ts";
import { validateAgainstXsd } from "./xsd-validation.ts";

/** What the official validation says of a Factur-X XML. */
export interface FacturXValidation {
  /** No fatal (or unflagged) failure: the XML passes the XSD and the three schematrons. */
  readonly valid: boolean;
  /** Every failed rule, warnings included; only the XSD's errors when the XSD already fails. */
  readonly failedRules: ReadonlyArray<FailedRule>;
}

/** Validates Factur-X EN 16931 XML as a French platform does. */
export interface FacturXXmlValidator {
  readonly validate: (xml: string) => Promise<FacturXValidation>;
  /** Releases the schematron worker. */
  readonly close: () => Promise<void>;
}

const answer = (failedRules: ReadonlyArray<FailedRule>): FacturXValidation => ({
  valid: !failedRules.some(isBlockingRule),
  failedRules,
});

/**
 * The official validation of the standards folder, in a platform's order: the Factur-X 1.09
 * EN 16931 XSD (xmllint), then, for a schema-valid document, the EN 16931, Factur-X and French
 * CTC (BR-FR) schematrons (SaxonJS, in a worker thread). Rejects when a tool is missing.
 */
export const makeFacturXValidator = (standardsDir: string): FacturXXmlValidator => {
  const standards = facturXStandards(standardsDir);
  const schematrons = makeSchematronValidator(standards.schematronDir);
  return {
    validate: async (xml) => {
      const schemaErrors = await validateAgainstXsd(xml, standards.xsd);
      if (schemaErrors.length > 0) return answer(schemaErrors);
      return answer(await schematrons.validate(xml));
    },
    close: schematrons.close,
  };
};
