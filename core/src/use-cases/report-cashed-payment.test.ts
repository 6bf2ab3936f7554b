import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import {
  aClientInput,
  aFranceSettings,
  anInvoiceRequest,
  aRegistration,
} from "../../testing/builders/index.ts";
import { inMemoryLifecycle } from "../../testing/in-memory-lifecycle.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { createClient } from "./create-client.ts";
import { createInvoice } from "./create-invoice.ts";
import { listInvoiceLifecycle } from "./list-invoice-lifecycle.ts";
import { pollPlatformStatuses } from "./poll-platform-statuses.ts";
import { registerUser } from "./register-user.ts";
import { reportCashedPayment } from "./report-cashed-payment.ts";
import { saveFranceSettings } from "./save-france-settings.ts";

const setUp = async (vatOnDebits = false) => {
  const ports = inMemoryPorts();
  const lifecycle = inMemoryLifecycle(ports.state);
  const layer = Layer.merge(ports.layer, lifecycle.layer);
  const run = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof layer>>) =>
    Effect.runPromise(Effect.provide(effect, layer));
  const { user } = await ports.run(registerUser(aRegistration()));
  const userId = user.id;
  await ports.run(saveFranceSettings({ userId, settings: aFranceSettings({ vatOnDebits }) }));
  const client = await ports.run(
    createClient({
      userId,
      client: aClientInput({ siret: "73282932000074" }),
    }),
  );
  const { invoice } = await ports.run(
    createInvoice({
      userId,
      request: anInvoiceRequest(client.id, {
        status: "sent",
        currency: "EUR",
        items: [
          { description: "Design", quantity: 1, unitPrice: 100, taxRate: 20 },
          { description: "Books", quantity: 1, unitPrice: 100, taxRate: 5.5 },
        ],
      }),
    }),
  );
  lifecycle.state.platforms.set(userId, "sandbox-pa");
  /** The PA holds one more status about the invoice. */
  const brings = (code: 200 | 210) =>
    lifecycle.state.waiting.set(userId, [
      {
        flowId: `flow-${code}`,
        invoiceNumber: invoice.invoiceNumber ?? "",
        code,
        at: "2026-03-31T10:00:00.000Z",
        reasonCode: code === 210 ? "TX_TVA_ERR" : null,
        reason: null,
      },
    ]);
  return { run, userId, invoiceId: invoice.id, lifecycle, brings };
};

// The invoice's total, VAT included: 120.00 at 20 % and 105.50 at 5.5 %.
const amount = 22_550;

describe("reportCashedPayment and pollPlatformStatuses", () => {
  it("polls the PA's statuses once each, then reports the payment as 212 per VAT rate", async () => {
    const { run, userId, invoiceId, lifecycle, brings } = await setUp();
    expect(await run(reportCashedPayment({ userId, invoiceId, amount }))).toBeNull();
    brings(200);
    expect(await run(pollPlatformStatuses)).toBe(1);
    expect(await run(pollPlatformStatuses)).toBe(0);
    const reported = await run(reportCashedPayment({ userId, invoiceId, amount }));
    expect(reported?.cdar).toContain("<ram:ProcessConditionCode>212</ram:ProcessConditionCode>");
    expect(reported?.cdar).toContain('<ram:ValueAmount currencyID="EUR">120.00</ram:ValueAmount>');
    expect(reported?.cdar).toContain('<ram:ValueAmount currencyID="EUR">105.50</ram:ValueAmount>');
    expect(reported?.cdar).toContain("<ram:ValuePercent>5.5</ram:ValuePercent>");
    expect(lifecycle.state.sent).toHaveLength(1);
    const { data } = await run(listInvoiceLifecycle({ userId, id: invoiceId }));
    expect(data.map((status) => [status.code, status.label, status.xmlUrl !== undefined])).toEqual([
      [200, "Déposée", false],
      [212, "Encaissée", true],
    ]);
  });

  it("sends nothing about an invoice the buyer refused", async () => {
    const { run, userId, invoiceId, lifecycle, brings } = await setUp();
    brings(200);
    await run(pollPlatformStatuses);
    brings(210);
    await run(pollPlatformStatuses);
    expect(await run(reportCashedPayment({ userId, invoiceId, amount }))).toBeNull();
    expect(lifecycle.state.sent).toEqual([]);
  });

  it("sends nothing for a seller who opted for VAT on debits", async () => {
    const { run, userId, invoiceId, lifecycle, brings } = await setUp(true);
    brings(200);
    await run(pollPlatformStatuses);
    expect(await run(reportCashedPayment({ userId, invoiceId, amount }))).toBeNull();
    expect(lifecycle.state.sent).toEqual([]);
  });
});
