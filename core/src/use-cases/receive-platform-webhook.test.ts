import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { aClientInput, anInvoiceRequest, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryLifecycle } from "../../testing/in-memory-lifecycle.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { createClient } from "./create-client.ts";
import { createInvoice } from "./create-invoice.ts";
import { listInvoiceLifecycle } from "./list-invoice-lifecycle.ts";
import { receivePlatformWebhook } from "./receive-platform-webhook.ts";
import type { PlatformStatus } from "./record-platform-statuses.ts";
import { registerUser } from "./register-user.ts";
import { subscribePlatformWebhook } from "./subscribe-platform-webhook.ts";

const setUp = async () => {
  const ports = inMemoryPorts();
  const lifecycle = inMemoryLifecycle(ports.state);
  const layer = Layer.merge(ports.layer, lifecycle.layer);
  const run = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof layer>>) =>
    Effect.runPromise(Effect.provide(effect, layer));
  const { user } = await ports.run(registerUser(aRegistration()));
  const client = await ports.run(createClient({ userId: user.id, client: aClientInput() }));
  const { invoice } = await ports.run(
    createInvoice({
      userId: user.id,
      request: anInvoiceRequest(client.id, { status: "sent", currency: "EUR" }),
    }),
  );
  const status = (code: 200 | 202): PlatformStatus => ({
    flowId: `flow-${code}`,
    invoiceNumber: invoice.invoiceNumber ?? "",
    code,
    at: `2026-03-31T10:0${code - 200}:00.000Z`,
    reasonCode: null,
    reason: null,
  });
  return { run, userId: user.id, invoiceId: invoice.id, lifecycle, status };
};

describe("subscribePlatformWebhook and receivePlatformWebhook", () => {
  it("subscribes nothing for a user without a PA, and the app's callback address for one with", async () => {
    const { run, userId, lifecycle } = await setUp();
    await run(subscribePlatformWebhook({ userId, appUrl: "https://app.example" }));
    expect(lifecycle.state.webhooks.size).toBe(0);
    lifecycle.state.platforms.set(userId, "sandbox-pa");
    await run(subscribePlatformWebhook({ userId, appUrl: "https://app.example" }));
    expect(lifecycle.state.webhooks.get(userId)?.callbackUrl).toBe(
      `https://app.example/api/france/pa/webhook?hook=${userId}`,
    );
  });

  it("keeps a signed callback's statuses on the invoice once, however often they come", async () => {
    const { run, userId, invoiceId, lifecycle, status } = await setUp();
    lifecycle.state.platforms.set(userId, "sandbox-pa");
    await run(subscribePlatformWebhook({ userId, appUrl: "https://app.example" }));
    const callback = { hook: userId, payload: "{}", signature: `key-${userId}`, timestamp: "0" };
    lifecycle.state.waiting.set(userId, [status(200)]);
    expect(await run(receivePlatformWebhook(callback))).toEqual({ recorded: 1, received: 0 });
    lifecycle.state.waiting.set(userId, [status(200), status(202)]);
    expect(await run(receivePlatformWebhook(callback))).toEqual({ recorded: 1, received: 0 });
    const { data } = await run(listInvoiceLifecycle({ userId, id: invoiceId }));
    expect(data.map((entry) => entry.code)).toEqual([200, 202]);
  });

  it("refuses a callback whose signature is not the user's PA's, keeping nothing", async () => {
    const { run, userId, invoiceId, lifecycle, status } = await setUp();
    lifecycle.state.platforms.set(userId, "sandbox-pa");
    await run(subscribePlatformWebhook({ userId, appUrl: "https://app.example" }));
    lifecycle.state.waiting.set(userId, [status(200)]);
    const refused = await run(
      Effect.flip(
        receivePlatformWebhook({
          hook: userId,
          payload: "{}",
          signature: "forged",
          timestamp: "0",
        }),
      ),
    );
    expect(refused).toMatchObject({
      _tag: "PlatformWebhookRefused",
      key: "pa.errors.webhookrefused",
    });
    const { data } = await run(listInvoiceLifecycle({ userId, id: invoiceId }));
    expect(data).toEqual([]);
  });
});
