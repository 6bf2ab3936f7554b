import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { aRegistration } from "../../testing/builders/index.ts";
import { inMemoryLifecycle } from "../../testing/in-memory-lifecycle.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { asciiBytes, asciiText, receivedFile } from "../../testing/in-memory-purchases.ts";
import type { ReceivedContent } from "../purchases/received-invoice.ts";
import { pollPlatformStatuses } from "./poll-platform-statuses.ts";
import { receivePlatformWebhook } from "./receive-platform-webhook.ts";
import { registerUser } from "./register-user.ts";
import { subscribePlatformWebhook } from "./subscribe-platform-webhook.ts";

const party = (name: string, siren: string) => ({
  name,
  siren,
  vatNumber: null,
  electronicAddress: siren,
  country: "FR",
});

const content = (number: string): ReceivedContent => ({
  syntax: "CII",
  typeCode: "380",
  number,
  issueDate: "2026-11-02",
  dueDate: null,
  currency: "EUR",
  supplier: party("Papeterie Dupont SARL", "732829320"),
  buyer: party("Façades SA", "356000000"),
  lines: [],
  vatBreakdown: [],
  totals: {
    lineTotal: 10000,
    allowances: 0,
    charges: 0,
    totalWithoutTax: 10000,
    totalTax: 2000,
    total: 12000,
    prepaid: 0,
    rounding: 0,
    amountDue: 12000,
  },
  paymentTerms: null,
});

const setUp = async () => {
  const ports = inMemoryPorts();
  const lifecycle = inMemoryLifecycle(ports.state);
  const layer = Layer.merge(ports.layer, lifecycle.layer);
  const run = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof layer>>) =>
    Effect.runPromise(Effect.provide(effect, layer));
  const { user } = await ports.run(registerUser(aRegistration()));
  lifecycle.state.platforms.set(user.id, "sandbox-pa");
  const deliver = (flowId: string, number: string, at: string) => {
    const delivered = lifecycle.state.delivered.get(user.id) ?? [];
    delivered.push({ flowId, fileName: `${number}.json`, file: receivedFile(content(number)), at });
    lifecycle.state.delivered.set(user.id, delivered);
  };
  const kept = () =>
    lifecycle.purchases.invoices
      .filter((entry) => entry.userId === user.id)
      .map((entry) => ({
        number: entry.invoice.number,
        source: entry.invoice.source,
        flowId: entry.invoice.flowId,
      }));
  return { run, userId: user.id, lifecycle, deliver, kept, ports };
};

describe("supplier invoices the PA delivers", () => {
  it("are taken in by polling once each, with their flow and their file byte for byte", async () => {
    const { run, deliver, kept, ports } = await setUp();
    deliver("flow-1", "FAC-1", "2026-11-27T10:00:00.000Z");
    expect(await run(pollPlatformStatuses)).toBe(1);
    expect(await run(pollPlatformStatuses)).toBe(0);
    deliver("flow-2", "FAC-2", "2026-11-27T10:01:00.000Z");
    expect(await run(pollPlatformStatuses)).toBe(1);
    expect(kept()).toEqual([
      { number: "FAC-1", source: "pa", flowId: "flow-1" },
      { number: "FAC-2", source: "pa", flowId: "flow-2" },
    ]);
    const stored = [...ports.state.files.values()].map((file) => asciiText(file.bytes));
    expect(stored).toContain(asciiText(receivedFile(content("FAC-1"))));
  });

  it("are taken in once whether a callback, polling, or both bring them", async () => {
    const { run, userId, deliver, kept } = await setUp();
    await run(subscribePlatformWebhook({ userId, appUrl: "https://app.example" }));
    deliver("flow-1", "FAC-1", "2026-11-27T10:00:00.000Z");
    const callback = { hook: userId, payload: "{}", signature: `key-${userId}`, timestamp: "0" };
    expect(await run(receivePlatformWebhook(callback))).toEqual({ recorded: 0, received: 1 });
    expect(await run(receivePlatformWebhook(callback))).toEqual({ recorded: 0, received: 0 });
    expect(await run(pollPlatformStatuses)).toBe(0);
    expect(kept()).toHaveLength(1);
  });

  it("passes over quietly the same supplier's invoice number brought by another flow, and a file that is no invoice", async () => {
    const { run, userId, lifecycle, deliver, kept } = await setUp();
    deliver("flow-1", "FAC-1", "2026-11-27T10:00:00.000Z");
    deliver("flow-2", "FAC-1", "2026-11-27T10:01:00.000Z");
    lifecycle.state.delivered.get(userId)?.push({
      flowId: "flow-3",
      fileName: "notes.txt",
      file: asciiBytes("not an invoice"),
      at: "2026-11-27T10:02:00.000Z",
    });
    expect(await run(pollPlatformStatuses)).toBe(1);
    expect(kept()).toEqual([{ number: "FAC-1", source: "pa", flowId: "flow-1" }]);
    expect(lifecycle.state.invoicesPolledUntil.get(userId)).toBe("2026-11-27T10:02:00.000Z");
  });
});
