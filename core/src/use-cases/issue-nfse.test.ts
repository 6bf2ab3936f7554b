import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import {
  aBrazilianClient,
  aBrazilSettings,
  anInvoice,
  anNfseSettings,
  aRegistration,
  type ItemSpec,
} from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { clientToJson } from "../clients/client-json.ts";
import { NfeCertificateRepository } from "../ports/nfe-certificate-repository.ts";
import { NfeCredentials, type NfseChannel } from "../ports/nfe-credentials.ts";
import type { DpsSubmission } from "../ports/sefin-nacional.ts";
import { cancelNfse } from "./cancel-nfse.ts";
import { changeInvoiceStatus } from "./change-invoice-status.ts";
import { issueNfse } from "./issue-nfse.ts";
import { registerUser } from "./register-user.ts";

const KEY = "35503082112223330001810000000000001261100000000001";

/** A user with Brazil and NFS-e settings, a client in Rio, and a national system that answers. */
const setUp = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration()));
  const userId = user.id;
  ports.state.brazil.set(userId, aBrazilSettings({ inscricaoMunicipal: "12345678" }));
  ports.state.nfse.set(userId, anNfseSettings());
  const client = aBrazilianClient({ id: "client-rio" });
  ports.state.clients.set(client.id, { userId, client });
  const sent: Array<DpsSubmission> = [];
  let reject = false;
  const channel: NfseChannel = {
    signDps: (xml) => `${xml}<!--signed-->`,
    signEvent: (xml) => `${xml}<!--signed-->`,
    sefin: {
      submitDps: (request) =>
        Effect.sync(() => {
          sent.push(request);
          return reject
            ? {
                status: "rejected" as const,
                accessKey: null,
                nfseXml: null,
                messages: [{ code: "E0116", description: "Prestador", complement: null }],
                processedAt: null,
                httpStatus: 400,
                responseJson: "{}",
              }
            : {
                status: "issued" as const,
                accessKey: KEY,
                nfseXml: `<NFSe>${request.signedXml}</NFSe>`,
                messages: [],
                processedAt: null,
                httpStatus: 201,
                responseJson: "{}",
              };
        }),
      findIssued: () => Effect.succeed(null),
      registerEvent: () =>
        Effect.succeed({
          status: "registered" as const,
          eventXml: "<evento/>",
          messages: [],
          processedAt: null,
          httpStatus: 201,
          responseJson: "{}",
        }),
    },
  };
  const credentials = NfeCredentials.of({
    productionAvailable: false,
    seal: () => Effect.die("not used"),
    open: () => Effect.die("not used"),
    openNfse: () => Effect.succeed(channel),
  });
  const invoice = (id: string, items: ReadonlyArray<ItemSpec>) => {
    ports.state.invoices.set(
      id,
      anInvoice({ id, userId, clientId: client.id, currency: "BRL", items }),
    );
    ports.state.buyers.set(id, clientToJson(client));
    return id;
  };
  const run = <A, E>(effect: Effect.Effect<A, E, never>) => ports.run(effect);
  const withSefin = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    effect.pipe(
      Effect.provideService(NfeCredentials, credentials),
      // No certificate uploaded: the sandbox signs.
      Effect.provideService(
        NfeCertificateRepository,
        NfeCertificateRepository.of({
          get: () => Effect.succeed(Option.none()),
          save: () => Effect.void,
          remove: () => Effect.succeed(false),
        }),
      ),
    );
  const issue = (invoiceId: string) =>
    issueNfse({ userId, invoiceId, sandboxHeader: undefined, trigger: "manual" }).pipe(withSefin);
  return {
    ports,
    userId,
    sent,
    invoice,
    issue,
    withSefin,
    run,
    rejectNext: (value: boolean) => {
      reject = value;
    },
  };
};

const service = { quantity: 1, unitPrice: 120000, taxRate: 0 };

describe("issueNfse", () => {
  it("numbers the DPS in its own series and keeps the number of a rejected DPS for the next try", async () => {
    const { ports, invoice, issue, sent, rejectNext } = await setUp();
    const first = invoice("invoice-a", [service]);
    rejectNext(true);
    const rejected = await ports.run(issue(first));
    expect(rejected.submission).toMatchObject({ status: "rejected", nDps: 1, accessKey: null });
    rejectNext(false);
    const issued = await ports.run(issue(first));
    expect(issued.submission).toMatchObject({ status: "issued", nDps: 1, accessKey: KEY });
    expect(sent.map((request) => request.environment)).toEqual(["homologation", "homologation"]);
    const second = await ports.run(issue(invoice("invoice-b", [service])));
    expect(second.submission.nDps).toBe(2);
    expect(await ports.failure(issue(first))).toMatchObject({ _tag: "NfseAlreadyIssued" });
  });

  it("refuses goods and an invoice mixing goods and services, before taking a number", async () => {
    const { ports, invoice, issue } = await setUp();
    const goods = { ...service, catalogueItemId: "cabo", ncm: "85444900" };
    const picked = { ...service, catalogueItemId: "suporte", ncm: null };
    expect(await ports.failure(issue(invoice("goods", [goods])))).toMatchObject({
      _tag: "InvoiceOfGoods",
      key: "brazil.nfse.invoiceofgoods",
    });
    expect(await ports.failure(issue(invoice("mixed", [goods, picked])))).toMatchObject({
      _tag: "MixedGoodsAndServices",
      key: "brazil.mixedgoodsandservices",
    });
    expect(ports.state.dpsNumbers).toEqual([]);
  });
});

describe("cancelNfse", () => {
  it("asks for the NFS-e's cancellation before the invoice's, then cancels both", async () => {
    const { ports, userId, invoice, issue, withSefin } = await setUp();
    const id = invoice("invoice-a", [service]);
    await ports.run(issue(id));
    expect(
      await ports.failure(
        changeInvoiceStatus({ userId, id, status: "cancelled", screen: "detail" }),
      ),
    ).toMatchObject({ _tag: "CancelRequiresNfseCancellation" });
    const cancel = (justification: string) =>
      withSefin(cancelNfse({ userId, invoiceId: id, reason: "1", justification }));
    expect(await ports.failure(cancel("curta"))).toMatchObject({
      fields: { justification: "brazil.nfe.justification.tooshort" },
    });
    const sent = await ports.run(cancel("Erro na emissão da nota fiscal"));
    expect(sent.event).toMatchObject({ registered: true, reason: "1" });
    expect(ports.state.invoices.get(id)?.status).toBe("cancelled");
    expect(await ports.failure(cancel("Erro na emissão da nota fiscal"))).toMatchObject({
      _tag: "NfseAlreadyCancelled",
    });
  });
});
