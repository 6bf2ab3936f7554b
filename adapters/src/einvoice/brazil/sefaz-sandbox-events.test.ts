import {
  envEventoXml,
  type LedgerEvent,
  type NfeAccessKey,
  type NfeEventKind,
  type NfeEventResult,
  nfeDateTime,
  nfeEventXml,
  nfeVoidingXml,
  type SefazLedger,
} from "@invoicing/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { nfeCase } from "../../../testing/einvoice/brazil/nfe-corpus.ts";
import { signedTestNfe, testCertificateFor } from "../../../testing/einvoice/brazil/signed-nfe.ts";
import { testNfeSchemaDirectory } from "../../../testing/standards.ts";
import { type NfeSchema, validateNfeSchema } from "./nfe-schema-validation.ts";
import { makeSandboxEvents } from "./sefaz-sandbox-events.ts";
import { signNfeEvent } from "./sign-nfe.ts";
import { verifyNfeSignature } from "./verify-nfe-signature.ts";

const schemaDirectory = testNfeSchemaDirectory;
const AUTHORIZED_AT = "2026-11-20T10:01:00.000Z";
const PROTOCOL = "135260000000042";
const { document } = signedTestNfe(
  nfeCase({
    seller: "saoPaulo",
    client: "rioCompany",
    items: [{ description: "Mesa", quantity: 1, unitPrice: 50000, taxRate: 0 }],
    build: { nNF: 42 },
  }),
);
const certificate = testCertificateFor(document);
const KEY = document.accessKey;
const ISSUER = document.issuer.id.value;

/** What SEFAZ knows in a test: this NF-e authorised, `events` registered, numbers used or voided. */
const ledgerOf = (
  events: ReadonlyArray<LedgerEvent> = [],
  range: { readonly authorized: boolean; readonly voided: boolean } = {
    authorized: false,
    voided: false,
  },
): SefazLedger => ({
  authorizedNfe: (key) =>
    Effect.succeed(key === KEY ? { protocol: PROTOCOL, authorizedAt: AUTHORIZED_AT } : null),
  registeredEvents: (key) => Effect.succeed(key === KEY ? events : []),
  rangeUse: () => Effect.succeed(range),
});

const hoursAfter = (hours: number) => () => new Date(Date.parse(AUTHORIZED_AT) + hours * 3_600_000);

const signedEvent = (
  kind: NfeEventKind,
  fields: {
    readonly text?: string;
    readonly sequence?: number;
    readonly key?: NfeAccessKey;
    readonly protocol?: string;
  } = {},
) =>
  signNfeEvent(
    nfeEventXml({
      kind,
      cOrgao: document.cUF,
      tpAmb: 2,
      issuer: ISSUER,
      accessKey: fields.key ?? KEY,
      dhEvento: nfeDateTime(new Date("2026-11-20T12:00:00Z"), "SP"),
      sequence: fields.sequence ?? 1,
      protocol: fields.protocol ?? PROTOCOL,
      text:
        fields.text ??
        (kind === "cancellation"
          ? "Pedido cancelado pelo cliente"
          : "Corrige o complemento do endereco do destinatario"),
    }),
    certificate,
  );

const signedVoiding = (
  from: number,
  to: number,
  justification = "Numeros pulados por falha do sistema",
) =>
  signNfeEvent(
    nfeVoidingXml({
      tpAmb: 2,
      cUF: 35,
      year: 26,
      issuer: ISSUER,
      serie: 1,
      from,
      to,
      justification,
    }),
    certificate,
  );

const send = (xml: string, ledger: SefazLedger = ledgerOf(), now = hoursAfter(2)) =>
  Effect.runPromise(
    makeSandboxEvents({ schemaDirectory, ledger, now }).sendEvent({
      signedXml: xml,
      uf: "SP",
      environment: "homologation",
    }),
  );

const voidRange = (xml: string, ledger: SefazLedger = ledgerOf()) =>
  Effect.runPromise(
    makeSandboxEvents({ schemaDirectory, ledger, now: hoursAfter(2) }).voidNumbers({
      signedXml: xml,
      uf: "SP",
      environment: "homologation",
    }),
  );

const expectValid = async (xml: string, schema: NfeSchema) => {
  const check = await validateNfeSchema(xml, schemaDirectory, schema);
  expect(check.errors).toEqual([]);
  expect(check.valid).toBe(true);
};

const outcome = (result: NfeEventResult) => ({ cStat: result.cStat, xMotivo: result.xMotivo });

describe("NF-e events: built, signed, schema-valid", () => {
  it("writes a cancellation, a CC-e and a voiding the official schemas accept, alone and in their envelopes", async () => {
    const cancellation = signedEvent("cancellation");
    const correction = signedEvent("correction", { sequence: 3 });
    const voiding = signedVoiding(5, 9);
    expect(cancellation).toContain(`Id="ID110111${KEY}01"`);
    expect(cancellation).toContain(`<Reference URI="#ID110111${KEY}01">`);
    expect(verifyNfeSignature(cancellation, "infEvento").valid).toBe(true);
    expect(verifyNfeSignature(voiding, "infInut").valid).toBe(true);
    await expectValid(cancellation, "events/cancel/eventoCancNFe_v1.00.xsd");
    await expectValid(
      envEventoXml([cancellation], "1"),
      "events/cancel/envEventoCancNFe_v1.00.xsd",
    );
    await expectValid(correction, "events/cce/CCe_v1.00.xsd");
    await expectValid(envEventoXml([correction], "1"), "events/cce/envCCe_v1.00.xsd");
    await expectValid(voiding, "events/inutilizacao/inutNFe_v4.00.xsd");
  });
});

describe("SEFAZ sandbox: events", () => {
  it("registers a cancellation within 24 hours (135) and keeps a procEventoNFe the schema accepts", async () => {
    const result = await send(signedEvent("cancellation"), ledgerOf(), hoursAfter(23.9));
    expect(outcome(result)).toEqual({
      cStat: "135",
      xMotivo: "Evento registrado e vinculado a NF-e",
    });
    expect(result.protocol).toMatch(/^13526\d{10}$/u);
    expect(result.registeredAt).not.toBeNull();
    await expectValid(result.procXml ?? "", "events/cancel/procEventoCancNFe_v1.00.xsd");
    await expectValid(result.responseXml, "events/cancel/retEnvEventoCancNFe_v1.00.xsd");
  });

  it("refuses a cancellation more than 24 hours after the authorisation (501)", async () => {
    const result = await send(signedEvent("cancellation"), ledgerOf(), hoursAfter(24.1));
    expect(outcome(result)).toEqual({
      cStat: "501",
      xMotivo: "Rejeição: Prazo de cancelamento superior ao previsto na Legislação",
    });
    expect(result.procXml).toBeNull();
  });

  it("answers a repeated event 573, a wrong protocol 222, an unknown NF-e 217", async () => {
    const cancelled = ledgerOf([{ kind: "cancellation", sequence: 1 }]);
    expect((await send(signedEvent("cancellation"), cancelled)).cStat).toBe("573");
    expect((await send(signedEvent("cancellation", { protocol: "135260000000099" }))).cStat).toBe(
      "222",
    );
    const unknown = `${KEY.slice(0, 34)}99999999${KEY.slice(42, 43)}0` as NfeAccessKey;
    expect((await send(signedEvent("cancellation", { key: unknown }))).cStat).toBe("217");
  });

  it("registers correction letters by sequence, refuses a repeated one, and any after a cancellation", async () => {
    const first = await send(signedEvent("correction"));
    expect(first.cStat).toBe("135");
    await expectValid(first.procXml ?? "", "events/cce/procCCeNFe_v1.00.xsd");
    const once = ledgerOf([{ kind: "correction", sequence: 1 }]);
    expect((await send(signedEvent("correction"), once)).cStat).toBe("573");
    expect((await send(signedEvent("correction", { sequence: 2 }), once)).cStat).toBe("135");
    const cancelled = ledgerOf([{ kind: "cancellation", sequence: 1 }]);
    expect(outcome(await send(signedEvent("correction", { sequence: 2 }), cancelled))).toEqual({
      cStat: "580",
      xMotivo: "Rejeição: O evento exige uma NF-e autorizada",
    });
  });

  it("answers a tampered event 297 and one outside the schema 215 for the whole batch", async () => {
    const tampered = signedEvent("cancellation").replace("Pedido cancelado", "Pedido anulado!!");
    expect(outcome(await send(tampered))).toEqual({
      cStat: "297",
      xMotivo: "Rejeição: Assinatura difere do calculado",
    });
    const short = await send(signedEvent("cancellation", { text: "curto" }));
    expect(short.cStat).toBe("215");
    expect(short.xMotivo).toMatch(/^Rejeição: Falha no schema XML .*xJust/u);
    expect(short.responseXml).not.toContain("<retEvento");
  });
});

describe("SEFAZ sandbox: voiding (inutilização)", () => {
  it("homologates a range of unused numbers (102) and keeps a ProcInutNFe the schema accepts", async () => {
    const result = await voidRange(signedVoiding(5, 9));
    expect(outcome(result)).toEqual({ cStat: "102", xMotivo: "Inutilização de número homologado" });
    expect(result.protocol).toMatch(/^13526\d{10}$/u);
    await expectValid(result.procXml ?? "", "events/inutilizacao/procInutNFe_v4.00.xsd");
    await expectValid(result.responseXml, "events/inutilizacao/retInutNFe_v4.00.xsd");
  });

  it("refuses a range with a used number (241), a voided one (256), an inverted one (224)", async () => {
    const used = ledgerOf([], { authorized: true, voided: false });
    expect((await voidRange(signedVoiding(1, 50), used)).cStat).toBe("241");
    const voided = ledgerOf([], { authorized: false, voided: true });
    expect((await voidRange(signedVoiding(1, 50), voided)).cStat).toBe("256");
    expect((await voidRange(signedVoiding(9, 5))).cStat).toBe("224");
  });
});
