import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import {
  buildCdar,
  buildFacturXInvoice,
  ciiXml,
  FrenchPlatformUnavailable,
  type Instant,
} from "@invoicing/core";
import { Effect, Result } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facturXCorpus } from "../../../../testing/einvoice/france/factur-x-corpus.ts";
import { testStandardsDir } from "../../../../testing/standards.ts";
import { makeCdarValidator } from "../cdar/cdar-validation.ts";
import { makeFacturXValidator } from "../validate-factur-x.ts";
import { makePaClient, type PaClient, routingAddress } from "./pa-client.ts";
import { deliveredInvoicesSince, statusesSince } from "./pa-statuses.ts";
import { type SandboxPa, startSandboxPa } from "./sandbox-pa.ts";
import { SANDBOX_ABSENT_SIREN, SANDBOX_UPCOMING_SIREN } from "./sandbox-pa-directory.ts";
import { isSignedCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from "./webhook-signature.ts";

const SLOW = 60_000;
const STEP_SECONDS = 60;
let now: Instant = "2026-11-27T10:00:00.000Z";
const later = (seconds: number) => {
  now = new Date(Date.parse(now) + seconds * 1000).toISOString();
};

const invoiceValidator = makeFacturXValidator(testStandardsDir);
let sandbox: SandboxPa;
let client: PaClient;

const [entry] = facturXCorpus();
if (entry === undefined) throw new Error("empty corpus");
const invoice = Result.getOrThrow(buildFacturXInvoice(entry.input));
const validXml = ciiXml(invoice);
const brokenXml = ciiXml({ ...invoice, seller: { ...invoice.seller, siren: null } });

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);

const deposit = (xml: string, trackingId: string) =>
  run(
    client.submitFlow({
      file: new TextEncoder().encode(xml),
      fileName: `${trackingId}.xml`,
      contentType: "application/xml",
      info: {
        name: `${trackingId}.xml`,
        flowSyntax: "CII",
        flowProfile: "CIUS",
        processingRule: "B2B",
        trackingId,
      },
    }),
  );

const statusesOf = async (trackingId: string) =>
  (await run(statusesSince(client, null)))
    .filter((flow) => flow.trackingId === trackingId)
    .map((flow) => ({
      code: flow.status.code,
      reasonCode: flow.status.reasonCode,
      reason: flow.status.reason,
    }));

beforeAll(async () => {
  sandbox = await startSandboxPa({
    invoiceValidator,
    cdarValidator: makeCdarValidator(testStandardsDir),
    now: () => now,
    stepSeconds: STEP_SECONDS,
    client: { id: "sandbox", secret: "sandbox-secret" },
  });
  client = await run(
    makePaClient({
      flowServiceUrl: sandbox.flowServiceUrl,
      directoryServiceUrl: sandbox.directoryServiceUrl,
      auth: {
        kind: "oauth2",
        tokenUrl: sandbox.tokenUrl,
        clientId: "sandbox",
        clientSecret: "sandbox-secret",
      },
      organizationId: "732829320",
      timeoutMs: 10_000,
    }),
  );
});

afterAll(async () => {
  await sandbox.close();
  await invoiceValidator.close();
});

describe("the PA client against the sandbox PA over HTTP", () => {
  it(
    "deposits an invoice (202), which goes Pending → Ok and 200 → 202 → 203 as the clock moves",
    async () => {
      const receipt = await deposit(validXml, "INV-OK");
      expect(receipt.trackingId).toBe("INV-OK");
      expect(receipt.sha256).toMatch(/^[0-9a-f]{64}$/u);
      expect((await run(client.getFlow(receipt.flowId))).acknowledgement.status).toBe("Pending");
      expect(await statusesOf("INV-OK")).toEqual([]);
      later(STEP_SECONDS);
      expect((await run(client.getFlow(receipt.flowId))).acknowledgement.status).toBe("Ok");
      expect((await statusesOf("INV-OK")).map((status) => status.code)).toEqual([200]);
      later(2 * STEP_SECONDS);
      expect((await statusesOf("INV-OK")).map((status) => status.code)).toEqual([200, 202, 203]);
      const found = await run(
        client.searchFlows({ trackingId: "INV-OK", flowType: ["CustomerInvoice"] }),
      );
      expect(found.map((flow) => flow.flowId)).toEqual([receipt.flowId]);
    },
    SLOW,
  );

  it(
    "rejects an invoice that breaks BR-FR rules with 213 naming each rule",
    async () => {
      await deposit(brokenXml, "INV-BROKEN");
      later(STEP_SECONDS);
      const [rejection, ...more] = await statusesOf("INV-BROKEN");
      expect(more).toEqual([]);
      expect(rejection?.code).toBe(213);
      expect(rejection?.reasonCode).toBe("REJ_SEMAN");
      expect(rejection?.reason).toContain("BR-FR-10_BT-30");
    },
    SLOW,
  );

  it(
    "sends a buyer's refusal (210) with its reason when the sandbox is asked to",
    async () => {
      const receipt = await deposit(validXml, "INV-REFUSED");
      later(3 * STEP_SECONDS);
      const token = await (
        await fetch(sandbox.tokenUrl, {
          method: "POST",
          body: new URLSearchParams({
            grant_type: "client_credentials",
            client_id: "sandbox",
            client_secret: "sandbox-secret",
          }),
        })
      ).json();
      const refused = await fetch(`${sandbox.url}/sandbox/v1/flows/${receipt.flowId}/refusal`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token.access_token}`,
          "organization-id": "732829320",
          "content-type": "application/json",
        },
        body: JSON.stringify({ reasonCode: "TX_TVA_ERR", reason: "20 % instead of 10 %" }),
      });
      expect(refused.status).toBe(202);
      expect((await statusesOf("INV-REFUSED")).at(-1)).toEqual({
        code: 210,
        reasonCode: "TX_TVA_ERR",
        reason: "20 % instead of 10 %",
      });
    },
    SLOW,
  );

  it("takes our 212 as a valid status flow and refuses a CDAR that breaks BR-FR-CDV", async () => {
    const cdar = (cashed: boolean) =>
      new TextEncoder().encode(
        buildCdar({
          code: 212,
          at: now,
          invoice: { number: "INV-OK", issueDate: "2026-11-20", typeCode: "380" },
          seller: { siren: "732829320", name: "Seller", address: "732829320" },
          buyer: { siren: "552100554", name: "Buyer", address: "552100554" },
          platform: null,
          reason: null,
          cashed: cashed ? [{ amount: 12000, currency: "EUR", rate: 20 }] : [],
          breaches: [],
        }),
      );
    const send = (file: Uint8Array) =>
      run(
        Effect.flatMap(
          client.submitFlow({
            file,
            fileName: "status.xml",
            contentType: "application/xml",
            info: { name: "status.xml", flowSyntax: "CDAR", trackingId: "INV-OK" },
          }),
          (receipt) => client.getFlow(receipt.flowId),
        ),
      );
    expect((await send(cdar(true))).acknowledgement).toEqual({ status: "Ok" });
    const refused = await send(cdar(false));
    expect(refused.acknowledgement.status).toBe("Error");
    expect(refused.acknowledgement.details?.map((detail) => detail.reasonCode)).toContain(
      "BR-FR-CDV-14_MDT-207",
    );
  });

  it(
    "signs its webhooks: the right key verifies them, a wrong key or an altered body does not",
    async () => {
      const received: Array<{ body: string; request: IncomingMessage }> = [];
      const receiver = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on("data", (chunk: Buffer) => chunks.push(chunk));
        request.on("end", () => {
          received.push({ body: Buffer.concat(chunks).toString("utf8"), request });
          response.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
      const port = (receiver.address() as AddressInfo).port;
      try {
        const subscription = await run(
          client.subscribe(`http://127.0.0.1:${port}/hook`, ["CustomerInvoiceLC"]),
        );
        await deposit(validXml, "INV-HOOK");
        later(STEP_SECONDS);
        await sandbox.advance();
        const [callback] = received;
        if (callback === undefined) throw new Error("no webhook received");
        const signed = {
          payload: callback.body,
          signature: callback.request.headers[SIGNATURE_HEADER] as string | undefined,
          timestamp: callback.request.headers[TIMESTAMP_HEADER] as string | undefined,
        };
        const nowSeconds = Date.parse(now) / 1000;
        expect(JSON.parse(callback.body)).toMatchObject({
          flowType: "CustomerInvoiceLC",
          trackingId: "INV-HOOK",
        });
        expect(isSignedCallback(signed, subscription.signingKey, nowSeconds)).toBe(true);
        expect(isSignedCallback(signed, "another key", nowSeconds)).toBe(false);
        expect(
          isSignedCallback(
            { ...signed, payload: `${signed.payload} ` },
            subscription.signingKey,
            nowSeconds,
          ),
        ).toBe(false);
        expect(isSignedCallback(signed, subscription.signingKey, nowSeconds + 3600)).toBe(false);
      } finally {
        receiver.close();
      }
    },
    SLOW,
  );

  it(
    "delivers a supplier invoice to the buyer's account on demand, then each invoice made available at the buyer's routing address, as sent",
    async () => {
      const buyer = await run(
        makePaClient({
          flowServiceUrl: sandbox.flowServiceUrl,
          directoryServiceUrl: sandbox.directoryServiceUrl,
          auth: {
            kind: "oauth2",
            tokenUrl: sandbox.tokenUrl,
            clientId: "sandbox",
            clientSecret: "sandbox-secret",
          },
          organizationId: "buyer-account",
          timeoutMs: 10_000,
        }),
      );
      const token = await (
        await fetch(sandbox.tokenUrl, {
          method: "POST",
          body: new URLSearchParams({
            grant_type: "client_credentials",
            client_id: "sandbox",
            client_secret: "sandbox-secret",
          }),
        })
      ).json();
      const form = new FormData();
      form.set(
        "flowInfo",
        new Blob([JSON.stringify({ name: "supplier.xml", flowSyntax: "CII" })], {
          type: "application/json",
        }),
      );
      form.set("file", new Blob([validXml], { type: "application/xml" }), "supplier.xml");
      const delivered = await fetch(`${sandbox.url}/sandbox/v1/inbound-flows`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token.access_token}`,
          "organization-id": "buyer-account",
        },
        body: form,
      });
      expect(delivered.status).toBe(202);
      const first = await run(deliveredInvoicesSince(buyer, null));
      expect(first.map((flow) => flow.fileName)).toEqual(["supplier.xml"]);
      expect(new TextDecoder().decode(first[0]?.file)).toBe(validXml);
      // The seller's own account has nothing delivered; its deposit reaches the buyer at 203.
      expect(await run(deliveredInvoicesSince(client, null))).toEqual([]);
      await deposit(validXml, "INV-TO-BUYER");
      later(3 * STEP_SECONDS);
      const since = await run(deliveredInvoicesSince(buyer, first[0]?.updatedAt ?? null));
      // Earlier deposits of the same buyer that reach 203 now are delivered too.
      const toBuyer = since.filter((flow) => flow.fileName === "INV-TO-BUYER.xml");
      expect(toBuyer).toHaveLength(1);
      expect(new TextDecoder().decode(toBuyer[0]?.file)).toBe(validXml);
    },
    SLOW,
  );

  it("looks a buyer up in the directory: enabled, upcoming, absent", async () => {
    const lines = (siren: string) => run(client.directoryLines(siren));
    expect(routingAddress(await lines("552100554"))).toBe("552100554");
    expect(routingAddress(await lines(SANDBOX_UPCOMING_SIREN))).toBeNull();
    expect(await lines(SANDBOX_UPCOMING_SIREN)).toMatchObject([
      { directoryLineStatus: "Upcoming" },
    ]);
    expect(await lines(SANDBOX_ABSENT_SIREN)).toEqual([]);
  });

  it("is unavailable with wrong credentials", async () => {
    const wrong = await run(
      makePaClient({
        flowServiceUrl: sandbox.flowServiceUrl,
        directoryServiceUrl: sandbox.directoryServiceUrl,
        auth: {
          kind: "oauth2",
          tokenUrl: sandbox.tokenUrl,
          clientId: "sandbox",
          clientSecret: "nope",
        },
        organizationId: null,
        timeoutMs: 10_000,
      }),
    );
    const failure = await run(Effect.flip(wrong.getFlow("any")));
    expect(failure).toBeInstanceOf(FrenchPlatformUnavailable);
    expect(failure.reason).toMatch(/refused the credentials|without a token/u);
  });
});
