import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { aBrazilSettings, aFranceSettings, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import type { SefazAnswer } from "../einvoicing/brazil-submit.ts";
import { FacturXPdf } from "../france/factur-x/factur-x-pdf.ts";
import type { FailedRule } from "../france/factur-x/failed-rule.ts";
import {
  FrenchPlatform,
  type FrenchPlatformReceipt,
  FrenchPlatformUnavailable,
  type FrenchSubmission,
} from "../ports/french-platform.ts";
import {
  NfeCertificateRepository,
  type StoredNfeCertificate,
} from "../ports/nfe-certificate-repository.ts";
import { NfeCredentials, type NfeSigner } from "../ports/nfe-credentials.ts";
import { PdfRenderer } from "../ports/pdf-renderer.ts";
import { RandomNumbers } from "../ports/random-numbers.ts";
import type { NfeAuthorization } from "../ports/sefaz.ts";
import type { TestCheck } from "../sandbox/test-result.ts";
import { UnknownTestType } from "../sandbox/unknown-test-type.ts";
import type { UserId } from "../users/user-id.ts";
import { listSandboxTestResults } from "./list-sandbox-test-results.ts";
import { registerUser } from "./register-user.ts";
import { runSandboxTest } from "./run-sandbox-test.ts";

const rule = (id: string, flag = "fatal"): FailedRule => ({
  id,
  flag,
  text: `${id} text`,
  location: "/CrossIndustryInvoice[1]",
});

/** What the fakes saw and how they answer; each test sets the answers it needs. */
interface Outside {
  /** The XML last embedded in a Factur-X "PDF". */
  embeddedXml: string;
  readonly deposits: Array<{ readonly submission: FrenchSubmission; readonly xml: string }>;
  receipt: Effect.Effect<FrenchPlatformReceipt, FrenchPlatformUnavailable>;
  readonly signers: Array<NfeSigner>;
  readonly authorizations: Array<NfeAuthorization>;
  sefazAnswer: SefazAnswer;
  certificate: boolean;
}

const deposited: FrenchPlatformReceipt = {
  status: "deposited",
  reason: null,
  submissionId: "SANDBOX-1",
  failedRules: [],
};

const authorized: SefazAnswer = {
  cStat: "100",
  xMotivo: "Autorizado o uso da NF-e",
  protocol: "135260000000001",
  authorizedAt: "2026-03-31T10:00:00.000Z",
};

const setUp = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration()));
  const outside: Outside = {
    embeddedXml: "",
    deposits: [],
    receipt: Effect.succeed(deposited),
    signers: [],
    authorizations: [],
    sefazAnswer: authorized,
    certificate: false,
  };
  const userId = user.id as UserId;
  const withOutside = (testType: string) =>
    runSandboxTest({ userId, testType }).pipe(
      Effect.provideService(
        PdfRenderer,
        PdfRenderer.of({ renderInvoice: () => Effect.succeed(new Uint8Array()) }),
      ),
      Effect.provideService(
        FacturXPdf,
        FacturXPdf.of({
          embed: (pdf, { xml }) =>
            Effect.sync(() => {
              outside.embeddedXml = xml;
              return pdf;
            }),
        }),
      ),
      Effect.provideService(
        FrenchPlatform,
        FrenchPlatform.of({
          submit: (submission) => {
            outside.deposits.push({ submission, xml: outside.embeddedXml });
            return outside.receipt;
          },
        }),
      ),
      Effect.provideService(
        NfeCertificateRepository,
        NfeCertificateRepository.of({
          get: () =>
            Effect.succeed<Option.Option<StoredNfeCertificate>>(
              outside.certificate
                ? Option.some({
                    sealed: "sealed",
                    info: {
                      subject: "SERVICOS DIGITAIS LTDA:11222333000181",
                      cnpj: "11222333000181",
                      notBefore: "2026-01-01T00:00:00.000Z",
                      notAfter: "2027-01-01T00:00:00.000Z",
                      uploadedAt: "2026-01-02T00:00:00.000Z",
                    },
                  })
                : Option.none(),
            ),
          save: () => Effect.void,
          remove: () => Effect.succeed(false),
        }),
      ),
      Effect.provideService(
        NfeCredentials,
        NfeCredentials.of({
          productionAvailable: true,
          seal: () => Effect.die(new Error("not used")),
          openNfse: () => Effect.die(new Error("not used")),
          open: (signer) => {
            outside.signers.push(signer);
            return Effect.succeed({
              sign: (xml) => `${xml}<!--signed-->`,
              signEvent: () => {
                throw new Error("the sandbox test sends no event");
              },
              sefaz: {
                authorize: (request) => {
                  outside.authorizations.push(request);
                  return Effect.succeed({
                    answer: outside.sefazAnswer,
                    nfeProcXml: null,
                    responseXml: "<retEnviNFe/>",
                  });
                },
                sendEvent: () => Effect.die(new Error("the sandbox test sends no event")),
                voidNumbers: () => Effect.die(new Error("the sandbox test voids no number")),
                serviceStatus: () =>
                  Effect.succeed({ cStat: "107", xMotivo: "Serviço em Operação" }),
              },
            });
          },
        }),
      ),
      Effect.provideService(RandomNumbers, RandomNumbers.of({ below: () => 40815162 })),
    );
  const run = (testType: string) => ports.run(withOutside(testType));
  const refusal = (testType: string) => ports.failure(withOutside(testType));
  return { ports, userId, outside, run, refusal };
};

const summary = (details: ReadonlyArray<TestCheck>) =>
  details.map((check) => [check.name, check.status, check.message]);

describe("runSandboxTest", () => {
  it("refuses an unknown test type and keeps nothing", async () => {
    const { ports, outside, refusal } = await setUp();
    const refused = await refusal("germany");
    expect(refused).toEqual(new UnknownTestType({ testType: "germany" }));
    expect(refused.key).toBe("sandbox.errors.unknowntesttype");
    expect(ports.state.testResults).toEqual([]);
    expect(outside.deposits).toEqual([]);
  });

  it("deposits a seller without France settings' sample without SIREN, and keeps the rejection's rules", async () => {
    const { ports, userId, outside, run } = await setUp();
    outside.receipt = Effect.succeed({
      status: "rejected",
      reason: "BR-FR-10_BT-30 text",
      submissionId: null,
      failedRules: [rule("BR-FR-10_BT-30"), rule("BR-FR-13_BT-34")],
    });
    const result = await run("france");
    const [deposit] = outside.deposits;
    expect(deposit?.submission.sellerSiret).toBeNull();
    expect(deposit?.xml).toContain("<ram:Name>Silva Design</ram:Name>");
    expect(deposit?.xml).not.toContain('schemeID="0002"');
    expect(deposit?.xml).not.toContain('schemeID="0009"');
    expect(result).toMatchObject({
      id: "00000000-0000-4000-8000-000000000002",
      testType: "france",
      status: "error",
      timestamp: ports.state.now,
    });
    expect(summary(result.details)).toEqual([
      ["sandbox.checks.francesettings", "error", "sandbox.outcomes.nofrancesettings"],
      ["sandbox.checks.platform", "error", "sandbox.outcomes.rejected"],
      ["BR-FR-10_BT-30", "error", "BR-FR-10_BT-30 text"],
      ["BR-FR-13_BT-34", "error", "BR-FR-13_BT-34 text"],
    ]);
    expect(result.details[1]?.params).toEqual({ count: "2" });
    expect(ports.state.testResults).toEqual([{ userId, result }]);
  });

  it("succeeds with complete France settings: the seller's SIREN, SIRET and VAT number, at the default rate", async () => {
    const { ports, userId, outside, run } = await setUp();
    ports.state.france.set(userId, aFranceSettings({ defaultVATRate: 0.055 }));
    const result = await run("france");
    const [deposit] = outside.deposits;
    expect(deposit?.submission.sellerSiret).toBe("55208131700018");
    expect(deposit?.xml).toContain('<ram:ID schemeID="0002">552081317</ram:ID>');
    expect(deposit?.xml).toContain("FR03552081317");
    expect(deposit?.xml).toContain("<ram:RateApplicablePercent>5.5</ram:RateApplicablePercent>");
    expect(result.status).toBe("success");
    expect(summary(result.details)).toEqual([
      ["sandbox.checks.francesettings", "success", "sandbox.outcomes.settingscomplete"],
      ["sandbox.checks.facturx", "success", "sandbox.outcomes.facturxbuilt"],
      ["sandbox.checks.platform", "success", "sandbox.outcomes.deposited"],
    ]);
    expect(result.details[2]?.params).toEqual({ flowId: "SANDBOX-1" });
  });

  it("warns when the settings lack a VAT number (the sample uses the franchise) or an address, and for the platform's warnings", async () => {
    const { ports, userId, outside, run } = await setUp();
    ports.state.france.set(userId, aFranceSettings({ vatNumber: "", city: "" }));
    outside.receipt = Effect.succeed({
      ...deposited,
      failedRules: [rule("BR-FR-W-01", "warning")],
    });
    const result = await run("france");
    expect(outside.deposits[0]?.xml).toContain("VATEX-FR-FRANCHISE");
    expect(result.status).toBe("warning");
    expect(summary(result.details)).toEqual([
      ["sandbox.checks.francesettings", "warning", "sandbox.outcomes.novatnumber"],
      ["sandbox.checks.francesettings", "warning", "sandbox.outcomes.noaddress"],
      ["sandbox.checks.facturx", "success", "sandbox.outcomes.facturxbuilt"],
      ["sandbox.checks.platform", "success", "sandbox.outcomes.deposited"],
      ["BR-FR-W-01", "warning", "BR-FR-W-01 text"],
    ]);
  });

  it("lists what the builder refuses and submits nothing when the sample cannot be written", async () => {
    const { ports, userId, outside, run } = await setUp();
    ports.state.france.set(userId, aFranceSettings({ country: "Other", postalCode: "" }));
    const result = await run("france");
    expect(outside.deposits).toEqual([]);
    expect(result.status).toBe("error");
    expect(summary(result.details).slice(1)).toEqual([
      ["sandbox.checks.facturx", "error", "einvoicing.facturx.sellercountryunknown"],
      ["sandbox.checks.platform", "error", "sandbox.outcomes.notsubmitted"],
    ]);
    expect(result.details[1]?.params).toEqual({ field: "seller.country" });
  });

  it("keeps a failed run when the platform cannot be reached", async () => {
    const { ports, userId, outside, run } = await setUp();
    ports.state.france.set(userId, aFranceSettings());
    outside.receipt = Effect.fail(new FrenchPlatformUnavailable({ reason: "xmllint missing" }));
    const result = await run("france");
    expect(result.status).toBe("error");
    expect(result.details.at(-1)).toEqual({
      name: "sandbox.checks.platform",
      status: "error",
      message: "sandbox.outcomes.platformunavailable",
      params: { reason: "xmllint missing" },
    });
    expect(ports.state.testResults).toHaveLength(1);
  });

  it("fails the Brazil test without Brazil settings, before anything is signed", async () => {
    const { outside, run } = await setUp();
    const result = await run("brazil");
    expect(result.status).toBe("error");
    expect(summary(result.details)).toEqual([
      ["sandbox.checks.brazilsettings", "error", "brazil.nfe.settingsmissing"],
      ["sandbox.checks.sefaz", "error", "sandbox.outcomes.notsubmitted"],
    ]);
    expect(outside.signers).toEqual([]);
  });

  it("signs the Brazil sample with a sandbox certificate, in homologation, even when the seller has one", async () => {
    const { ports, userId, outside, run } = await setUp();
    ports.state.brazil.set(userId, aBrazilSettings({ inscricaoEstadual: "110042490114" }));
    const withoutCertificate = await run("brazil");
    expect(withoutCertificate.status).toBe("warning");
    expect(summary(withoutCertificate.details)).toEqual([
      ["sandbox.checks.brazilsettings", "success", "sandbox.outcomes.settingscomplete"],
      ["sandbox.checks.certificate", "warning", "sandbox.outcomes.nocertificate"],
      ["sandbox.checks.nfe", "success", "sandbox.outcomes.nfebuilt"],
      ["sandbox.checks.signature", "success", "sandbox.outcomes.signedwithtestcertificate"],
      ["sandbox.checks.sefaz", "success", "sandbox.outcomes.authorized"],
    ]);
    const [authorization] = outside.authorizations;
    expect(authorization?.environment).toBe("homologation");
    expect(authorization?.signedXml).toMatch(/<tpAmb>2<\/tpAmb>[\s\S]*<!--signed-->$/u);
    expect(withoutCertificate.details[2]?.params).toEqual({ accessKey: authorization?.accessKey });

    outside.certificate = true;
    const withCertificate = await run("brazil");
    expect(withCertificate.status).toBe("success");
    expect(outside.signers.map((signer) => signer.kind)).toEqual(["sandbox", "sandbox"]);
  });

  it("fails the Brazil test on SEFAZ's rejection, with its code and reason", async () => {
    const { ports, userId, outside, run } = await setUp();
    ports.state.brazil.set(userId, aBrazilSettings({ inscricaoEstadual: "110042490114" }));
    outside.sefazAnswer = {
      cStat: "297",
      xMotivo: "Rejeição: Assinatura difere do calculado",
      protocol: null,
      authorizedAt: null,
    };
    const result = await run("brazil");
    expect(result.status).toBe("error");
    expect(result.details.at(-1)).toEqual({
      name: "sandbox.checks.sefaz",
      status: "error",
      message: "sandbox.outcomes.sefazrejected",
      params: { cStat: "297", xMotivo: "Rejeição: Assinatura difere do calculado" },
    });
  });
});

describe("listSandboxTestResults", () => {
  it("lists a user's own results, newest first", async () => {
    const { ports, userId, run } = await setUp();
    const first = await run("brazil");
    ports.state.now = "2026-04-01T10:00:00.000Z";
    const second = await run("france");
    const other = await ports.run(registerUser(aRegistration({ email: "other@example.com" })));
    expect(await ports.run(listSandboxTestResults(userId))).toEqual([second, first]);
    expect(await ports.run(listSandboxTestResults(other.user.id as UserId))).toEqual([]);
  });
});
