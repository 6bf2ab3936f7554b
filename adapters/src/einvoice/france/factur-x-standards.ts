import path from "node:path";

/** Where the official Factur-X validation artefacts lie inside the standards folder. */
export interface FacturXStandards {
  /** The Factur-X 1.09 EN 16931 XSD entry point. */
  readonly xsd: string;
  /** The folder of the schematron XSLTs and of the code lists they read. */
  readonly schematronDir: string;
}

/**
 * The validation artefacts of the standards folder (`../shared/standards` in CI): the server
 * passes the folder its configuration names, tests take `testStandardsDir`.
 */
export const facturXStandards = (standardsDir: string): FacturXStandards => ({
  xsd: path.join(standardsDir, "factur-x", "xsd", "EN16931", "Factur-X_EN16931.xsd"),
  schematronDir: path.join(standardsDir, "factur-x", "schematron"),
});
