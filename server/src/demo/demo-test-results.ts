import type { TestCheck, TestResultStatus, TestType } from "@invoicing/core";

/** A sample sandbox test run of the demo account, `daysAgo` days before the seeding. */
export interface DemoTestResult {
  readonly testType: TestType;
  readonly status: TestResultStatus;
  readonly daysAgo: number;
  readonly details: ReadonlyArray<TestCheck>;
}

/**
 * The demo account's sandbox results (docs/PRODUCT-RULES.md#sandbox: sample results), one of each
 * status, as the runs write them: a France run before the France settings existed (rejected for the
 * missing SIREN), one after (deposited), and a Brazil run without an uploaded A1 certificate
 * (warning).
 */
export const demoTestResults: ReadonlyArray<DemoTestResult> = [
  {
    testType: "france",
    status: "error",
    daysAgo: 3,
    details: [
      {
        name: "sandbox.checks.francesettings",
        status: "error",
        message: "sandbox.outcomes.nofrancesettings",
      },
      {
        name: "sandbox.checks.platform",
        status: "error",
        message: "sandbox.outcomes.rejected",
        params: { count: "3" },
      },
      {
        name: "BR-CO-26",
        status: "error",
        message:
          "[BR-CO-26]-In order for the buyer to automatically identify a supplier, the Seller identifier (BT-29), the Seller legal registration identifier (BT-30) and/or the Seller VAT identifier (BT-31) shall be present.",
        params: {
          location:
            "/CrossIndustryInvoice[1]/SupplyChainTradeTransaction[1]/ApplicableHeaderTradeAgreement[1]/SellerTradeParty[1]",
        },
      },
      {
        name: "BR-FR-10_BT-30",
        status: "error",
        message:
          'BR-FR-10/BT-30 : Le SIREN du vendeur (ram:ID) est obligatoire et doit être composé exactement de 9 chiffres. Valeur actuelle : "". Veuillez renseigner un identifiant SIREN valide.',
        params: { location: "/CrossIndustryInvoice[1]" },
      },
      {
        name: "BR-FR-13_BT-34",
        status: "error",
        message: 'BR-FR-13/BT-34 : Le BT-34 est obligatoire. Valeur actuelle : BT-34="".',
        params: { location: "/CrossIndustryInvoice[1]" },
      },
    ],
  },
  {
    testType: "france",
    status: "success",
    daysAgo: 2,
    details: [
      {
        name: "sandbox.checks.francesettings",
        status: "success",
        message: "sandbox.outcomes.settingscomplete",
      },
      {
        name: "sandbox.checks.facturx",
        status: "success",
        message: "sandbox.outcomes.facturxbuilt",
      },
      {
        name: "sandbox.checks.platform",
        status: "success",
        message: "sandbox.outcomes.deposited",
        params: { flowId: "SANDBOX-5f0c2a9e-3d41-4b8e-9a57-2c6e1f0d8b34" },
      },
    ],
  },
  {
    testType: "brazil",
    status: "warning",
    daysAgo: 1,
    details: [
      {
        name: "sandbox.checks.brazilsettings",
        status: "success",
        message: "sandbox.outcomes.settingscomplete",
      },
      {
        name: "sandbox.checks.certificate",
        status: "warning",
        message: "sandbox.outcomes.nocertificate",
      },
      {
        name: "sandbox.checks.nfe",
        status: "success",
        message: "sandbox.outcomes.nfebuilt",
        params: { accessKey: "35261111222333000181550010000000011925661479" },
      },
      {
        name: "sandbox.checks.signature",
        status: "success",
        message: "sandbox.outcomes.signedwithtestcertificate",
      },
      {
        name: "sandbox.checks.sefaz",
        status: "success",
        message: "sandbox.outcomes.authorized",
        params: { cStat: "100", xMotivo: "Autorizado o uso da NF-e", protocol: "135260000000001" },
      },
    ],
  },
];
