import { Effect, Option, Result } from "effect";
import { buildInvoiceDocument, type InvoiceDocument } from "../documents/invoice-document.ts";
import { assembleCiiInvoice } from "../france/factur-x/build-factur-x-invoice.ts";
import { buildFacturXXml } from "../france/factur-x/build-factur-x-xml.ts";
import { ciiSellerOfProfile } from "../france/factur-x/cii-parties.ts";
import { ciiXml } from "../france/factur-x/cii-xml.ts";
import { FacturXPdf } from "../france/factur-x/factur-x-pdf.ts";
import type { FacturXRefused } from "../france/factur-x/factur-x-refused.ts";
import { isBlockingRule } from "../france/factur-x/failed-rule.ts";
import { isFrenchVatRate } from "../france/factur-x/french-vat.ts";
import { Clock } from "../ports/clock.ts";
import { FrenchPlatform, type FrenchPlatformReceipt } from "../ports/french-platform.ts";
import { PdfRenderer } from "../ports/pdf-renderer.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import { FRANCE_SAMPLE_CLIENT } from "../sandbox/sample-clients.ts";
import { type SampleLine, sampleInvoice } from "../sandbox/sample-invoice.ts";
import { refusedFieldChecks, testCheck } from "../sandbox/test-check.ts";
import type { TestCheck } from "../sandbox/test-result.ts";
import type { FranceSettings } from "../settings/france-settings.ts";
import type { UserId } from "../users/user-id.ts";
import { SELLER_FACTUR_X_OPTIONS } from "./factur-x-options.ts";
import { findUser } from "./find-user.ts";

const SETTINGS = "sandbox.checks.francesettings";
const FACTUR_X = "sandbox.checks.facturx";
const PLATFORM = "sandbox.checks.platform";
const STANDARD_RATE = 20;

const isBlank = (value: string | null): boolean => value === null || value.trim() === "";

/**
 * The sample's VAT rate: the settings' default rate when French, else the standard 20 %; none
 * for a seller without a VAT number, who can only invoice under the VAT franchise.
 */
const sampleRate = (settings: FranceSettings | null): number => {
  if (settings === null) return STANDARD_RATE;
  if (settings.vatNumber === null) return 0;
  const rate = Math.round(settings.defaultVATRate * 1000) / 10;
  return isFrenchVatRate(rate) ? rate : STANDARD_RATE;
};

const sampleLines = (rate: number): ReadonlyArray<SampleLine> => [
  { description: "Conseil (test sandbox)", quantity: 1, unitPrice: 50000, taxRate: rate },
  { description: "Frais de déplacement", quantity: 2, unitPrice: 4550, taxRate: rate },
];

/** How far the France settings go toward a valid Factur-X invoice. */
const settingsChecks = (settings: FranceSettings | null): ReadonlyArray<TestCheck> => {
  if (settings === null) return [testCheck(SETTINGS, "error", "sandbox.outcomes.nofrancesettings")];
  const warnings = [
    ...(settings.vatNumber === null
      ? [testCheck(SETTINGS, "warning", "sandbox.outcomes.novatnumber")]
      : []),
    ...([settings.address, settings.postalCode, settings.city].some(isBlank)
      ? [testCheck(SETTINGS, "warning", "sandbox.outcomes.noaddress")]
      : []),
  ];
  return warnings.length > 0
    ? warnings
    : [testCheck(SETTINGS, "success", "sandbox.outcomes.settingscomplete")];
};

/**
 * The sample's XML: the Factur-X builder's for a seller with France settings; for one without,
 * the same content written with the seller the profile names, no SIREN nor SIRET, for the
 * platform to judge.
 */
const sampleXml = (
  document: InvoiceDocument,
  settings: FranceSettings | null,
): Result.Result<string, FacturXRefused> => {
  const input = { document, ...SELLER_FACTUR_X_OPTIONS };
  if (settings !== null) return buildFacturXXml(input);
  const cii = assembleCiiInvoice(input, {
    number: document.invoice.invoiceNumber ?? "",
    seller: ciiSellerOfProfile(document.seller.profile),
    franchise: false,
    vatOnDebits: false,
    taxCurrency: null,
  });
  return Result.succeed(ciiXml(cii));
};

/** The platform's answer as checks: the deposit or rejection, then each rule it reported. */
const receiptChecks = (receipt: FrenchPlatformReceipt): ReadonlyArray<TestCheck> => [
  receipt.status === "rejected"
    ? testCheck(PLATFORM, "error", "sandbox.outcomes.rejected", {
        count: String(receipt.failedRules.length),
      })
    : testCheck(PLATFORM, "success", "sandbox.outcomes.deposited", {
        flowId: receipt.submissionId ?? "",
      }),
  ...receipt.failedRules.map((rule) =>
    testCheck(rule.id, isBlockingRule(rule) ? "error" : "warning", rule.text, {
      location: rule.location,
    }),
  ),
];

/**
 * The France e-invoicing test run (docs/PRODUCT-RULES.md#sandbox): a sample invoice from the user's
 * France settings and profile to a consumer in Paris, written as Factur-X EN 16931, embedded in its
 * PDF/A-3 and deposited on the platform the caller provides, which must be the sandbox: its
 * official validation (XSD and the three schematrons) is the test. A seller without France settings
 * gets the sample written without SIREN and SIRET, which the platform rejects with the rules it
 * breaks. Answers the checks; nothing is stored here.
 */
export const runFranceSandboxTest = (userId: UserId) =>
  Effect.gen(function* () {
    const seller = yield* findUser(userId);
    const settingsRepository = yield* SettingsRepository;
    const settings = Option.getOrNull(yield* settingsRepository.getFrance(userId));
    const template = yield* settingsRepository.getInvoiceTemplate(userId);
    const now = yield* (yield* Clock).now;
    const invoice = sampleInvoice({
      seller,
      client: FRANCE_SAMPLE_CLIENT,
      currency: "EUR",
      lines: sampleLines(sampleRate(settings)),
      now,
    });
    const document = buildInvoiceDocument({
      invoice,
      client: FRANCE_SAMPLE_CLIENT,
      seller,
      logo: null,
      franceSettings: settings,
      brazilSettings: null,
      template,
    });
    const checks = settingsChecks(settings);
    const xml = sampleXml(document, settings);
    if (Result.isFailure(xml)) {
      return [
        ...checks,
        ...refusedFieldChecks(FACTUR_X, xml.failure.fields),
        testCheck(PLATFORM, "error", "sandbox.outcomes.notsubmitted"),
      ];
    }
    const built =
      settings === null ? [] : [testCheck(FACTUR_X, "success", "sandbox.outcomes.facturxbuilt")];
    const pdf = yield* PdfRenderer.use((renderer) => renderer.renderInvoice(document));
    const facturX = yield* FacturXPdf.use((embedder) =>
      embedder.embed(pdf, { xml: xml.success, modifiedAt: now }),
    );
    const platformChecks = yield* FrenchPlatform.use((platform) =>
      platform.submit({
        invoiceNumber: invoice.invoiceNumber ?? "",
        sellerSiret: settings?.siret ?? null,
        facturX,
      }),
    ).pipe(
      Effect.map(receiptChecks),
      Effect.catchTag("FrenchPlatformUnavailable", (error) =>
        Effect.succeed([
          testCheck(PLATFORM, "error", "sandbox.outcomes.platformunavailable", {
            reason: error.reason,
          }),
        ]),
      ),
    );
    return [...checks, ...built, ...platformChecks];
  });
