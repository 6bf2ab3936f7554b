import { readFileSync } from "node:fs";
import path from "node:path";
import {
  makeCdarValidator,
  makeFacturXValidator,
  type SandboxPa,
  startSandboxPa,
} from "@invoicing/adapters";
import { supplierFacturX, testStandardsDir } from "@invoicing/adapters/testing";
import { pollPlatformStatuses } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { usePaUser } from "../../testing/pa-user.ts";

const timeout = 120_000;
const PA_CLIENT = { id: "buyer-app", secret: "buyer-app-secret" } as const;
const ORGANIZATION = "buyer-organization";

describeEachBackend("Supplier invoices the PA delivers", (backend) => {
  const pa = usePaUser(backend, { appUrlIsServer: true });
  let sandbox: SandboxPa;
  const invoiceValidator = makeFacturXValidator(testStandardsDir);

  beforeAll(async () => {
    // A PA of its own, configured as a real one: the app reaches it only through the adapter.
    sandbox = await startSandboxPa({
      invoiceValidator,
      cdarValidator: makeCdarValidator(testStandardsDir),
      now: () => pa.now,
      stepSeconds: 60,
      client: PA_CLIENT,
    });
  }, timeout);
  afterAll(async () => {
    await sandbox?.close();
    await invoiceValidator.close();
  });

  /** A supplier's invoice delivered by the PA to the buyer's account, as the sandbox allows. */
  const deliver = async (file: Uint8Array, name: string) => {
    const token = (await (
      await fetch(sandbox.tokenUrl, {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: PA_CLIENT.id,
          client_secret: PA_CLIENT.secret,
        }),
      })
    ).json()) as { access_token: string };
    const form = new FormData();
    form.set(
      "flowInfo",
      new Blob([JSON.stringify({ name, flowSyntax: "Factur-X", processingRule: "B2B" })], {
        type: "application/json",
      }),
    );
    form.set("file", new Blob([Uint8Array.from(file)], { type: "application/pdf" }), name);
    return fetch(`${sandbox.url}/sandbox/v1/inbound-flows`, {
      method: "POST",
      headers: { authorization: `Bearer ${token.access_token}`, "organization-id": ORGANIZATION },
      body: form,
    });
  };

  const purchases = async () =>
    (await pa.request("GET", "/api/received-invoices")).body as {
      total: number;
      data: ReadonlyArray<{ id: string; number: string }>;
    };

  it(
    "lands a supplier's Factur-X in Purchases once, by webhook and by polling twice, byte for byte",
    async () => {
      const saved = await pa.request("PUT", "/api/france/pa/settings", {
        mode: "custom",
        flowServiceUrl: sandbox.flowServiceUrl,
        directoryServiceUrl: sandbox.directoryServiceUrl,
        authKind: "oauth2",
        tokenUrl: sandbox.tokenUrl,
        oauthClient: PA_CLIENT.id,
        secret: PA_CLIENT.secret,
        organization: ORGANIZATION,
      });
      expect(saved.status).toBe(200);
      const xml = readFileSync(
        path.join(testStandardsDir, "factur-x", "examples", "en16931-cii", "CII_example1.xml"),
        "utf8",
      );
      const number = /<rsm:ExchangedDocument>\s*<ram:ID>([^<]+)</u.exec(xml)?.[1];
      const pdf = await supplierFacturX(xml);

      // The PA calls back on delivery (no job polls in this server): the webhook takes it in.
      expect((await deliver(pdf, "supplier.pdf")).status).toBe(202);
      await expect
        .poll(purchases, { timeout: 60_000, interval: 500 })
        .toMatchObject({ total: 1, data: [{ number }] });
      // Polling brings the same flow twice more: it is not kept again.
      await pa.server.runtime.runPromise(pollPlatformStatuses);
      await pa.server.runtime.runPromise(pollPlatformStatuses);
      const { total, data } = await purchases();
      expect(total).toBe(1);
      const id = String(data[0]?.id);
      const detail = await pa.request("GET", `/api/received-invoices/${id}`);
      expect(detail.body).toMatchObject({ data: { syntax: "Factur-X", source: "pa" } });
      const original = await pa.request("GET", `/api/received-invoices/${id}/original`);
      expect(original.bytes).toEqual(pdf);
    },
    timeout,
  );
});
