import { Effect, Option, Result } from "effect";
import { buildNfe } from "../brazil/nfe/build-nfe.ts";
import { drawCnf } from "../brazil/nfe/cnf.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { isAuthorizedCStat } from "../einvoicing/brazil-submit.ts";
import { parseInvoiceNumber } from "../invoices/invoice-number.ts";
import { Clock } from "../ports/clock.ts";
import { NfeCertificateRepository } from "../ports/nfe-certificate-repository.ts";
import { NfeCredentials } from "../ports/nfe-credentials.ts";
import { RandomNumbers } from "../ports/random-numbers.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import { BRAZIL_SAMPLE_CLIENT } from "../sandbox/sample-clients.ts";
import { sampleInvoice } from "../sandbox/sample-invoice.ts";
import { refusedFieldChecks, testCheck } from "../sandbox/test-check.ts";
import type { TestCheck } from "../sandbox/test-result.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

const SETTINGS = "sandbox.checks.brazilsettings";
const CERTIFICATE = "sandbox.checks.certificate";
const NFE = "sandbox.checks.nfe";
const SIGNATURE = "sandbox.checks.signature";
const SEFAZ = "sandbox.checks.sefaz";

const notSubmitted = testCheck(SEFAZ, "error", "sandbox.outcomes.notsubmitted");

/**
 * The Brazil e-invoicing test run (docs/PRODUCT-RULES.md#e-invoicing-brazil): a sample NF-e 4.00
 * from the user's Brazil settings to a consumer in São Paulo, in homologation, signed with a test
 * certificate generated for the issuer and sent to the sandbox SEFAZ, whose schema, signature and
 * rules checks are the test. The seller's own certificate is never used (its absence is only a
 * warning: production would need it), and the number is not kept, so a run never collides with real
 * NF-e. Answers the checks; nothing is stored here.
 */
export const runBrazilSandboxTest = (userId: UserId) =>
  Effect.gen(function* () {
    const seller = yield* findUser(userId);
    const settingsRepository = yield* SettingsRepository;
    const settings = Option.getOrNull(yield* settingsRepository.getBrazil(userId));
    if (settings === null) {
      return [testCheck(SETTINGS, "error", "brazil.nfe.settingsmissing"), notSubmitted];
    }
    const certificate = yield* NfeCertificateRepository.use((certificates) =>
      certificates.get(userId),
    );
    const checks: ReadonlyArray<TestCheck> = [
      testCheck(SETTINGS, "success", "sandbox.outcomes.settingscomplete"),
      Option.isSome(certificate)
        ? testCheck(CERTIFICATE, "success", "sandbox.outcomes.certificateuploaded")
        : testCheck(CERTIFICATE, "warning", "sandbox.outcomes.nocertificate"),
    ];
    const now = yield* (yield* Clock).now;
    const random = yield* RandomNumbers;
    const invoice = sampleInvoice({
      seller,
      client: BRAZIL_SAMPLE_CLIENT,
      currency: "BRL",
      lines: [
        { description: "Produto de teste (sandbox)", quantity: 2, unitPrice: 5000, taxRate: 0 },
      ],
      now,
    });
    const document = buildInvoiceDocument({
      invoice,
      client: BRAZIL_SAMPLE_CLIENT,
      seller,
      logo: null,
      franceSettings: null,
      brazilSettings: settings,
      template: yield* settingsRepository.getInvoiceTemplate(userId),
    });
    const nNF = parseInvoiceNumber(invoice.invoiceNumber ?? "") ?? 1;
    const built = buildNfe({
      document,
      issuedAt: new Date(now),
      nNF,
      cNF: drawCnf(nNF, random.below),
      environment: "homologation",
    });
    if (Result.isFailure(built)) {
      const refusal = built.failure;
      const refused =
        refusal._tag === "NfePrerequisitesMissing"
          ? refusedFieldChecks(NFE, refusal.fields)
          : [testCheck(NFE, "error", refusal.key)];
      return [...checks, ...refused, notSubmitted];
    }
    const { xml, accessKey } = built.success;
    const { issuer } = built.success.document;
    const nfeBuilt = testCheck(NFE, "success", "sandbox.outcomes.nfebuilt", { accessKey });
    const channel = yield* NfeCredentials.use((credentials) =>
      credentials.open(
        { kind: "sandbox", companyName: issuer.name, cnpj: issuer.id.value },
        { now, findAuthorizedKey: () => Effect.succeed(null) },
      ),
    ).pipe(Effect.result);
    if (Result.isFailure(channel)) {
      return [
        ...checks,
        nfeBuilt,
        testCheck(SIGNATURE, "error", channel.failure.key),
        notSubmitted,
      ];
    }
    const signed = testCheck(SIGNATURE, "success", "sandbox.outcomes.signedwithtestcertificate");
    const sefazCheck = yield* channel.success.sefaz
      .authorize({
        signedXml: channel.success.sign(xml),
        accessKey,
        uf: issuer.address.uf,
        environment: "homologation",
      })
      .pipe(
        Effect.map(({ answer }) =>
          isAuthorizedCStat(answer.cStat)
            ? testCheck(SEFAZ, "success", "sandbox.outcomes.authorized", {
                cStat: answer.cStat,
                xMotivo: answer.xMotivo,
                protocol: answer.protocol ?? "",
              })
            : testCheck(SEFAZ, "error", "sandbox.outcomes.sefazrejected", {
                cStat: answer.cStat,
                xMotivo: answer.xMotivo,
              }),
        ),
        Effect.catchTag("SefazUnavailable", (error) =>
          Effect.succeed(
            testCheck(SEFAZ, "error", "sandbox.outcomes.sefazunavailable", {
              reason: error.reason,
            }),
          ),
        ),
      );
    return [...checks, nfeBuilt, signed, sefazCheck];
  });
