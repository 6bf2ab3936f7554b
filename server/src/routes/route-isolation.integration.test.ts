import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fileForm, tinyPng } from "../testing/images.ts";
import { clientBody, invoiceBody } from "../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../testing/start-test-server.ts";
import type { Route } from "./route.ts";
import { routeTable } from "./route-table.ts";

/** The first user's resources, whose ids fill the routes' path parameters. */
interface Owned {
  readonly clientId: string;
  readonly invoiceId: string;
  readonly logoName: string;
  readonly outboxMessageId: string;
  readonly paymentId: string;
}

const fillPath = (route: Route, owned: Owned): string =>
  route.path.replace(/:([A-Za-z]+)/gu, (_, name: string) => {
    if (name === "name" && route.path.startsWith("/api/files/logos/")) return owned.logoName;
    if (name === "id" && route.path.startsWith("/api/invoices/")) return owned.invoiceId;
    if (name === "id" && route.path.startsWith("/api/clients/")) return owned.clientId;
    if (name === "id" && route.path.startsWith("/api/email/send-invoice/")) return owned.invoiceId;
    if (name === "id" && route.path.startsWith("/api/outbox/")) return owned.outboxMessageId;
    if (name === "id" && route.path.startsWith("/api/payments/")) return owned.paymentId;
    throw new Error(`no sample for :${name} of ${route.method} ${route.path}: add one`);
  });

/** Valid bodies for a route, made by the caller with its own client, so only ownership refuses. */
const bodiesFor = (route: Route, callerClientId: string): ReadonlyArray<unknown> => {
  if (route.body === null) return [undefined];
  if (route.path.endsWith("/payments/confirm")) return [{ paymentIntentId: "pi_sandbox_0" }];
  if (route.path.startsWith("/api/invoices/")) {
    return [invoiceBody(callerClientId, { notes: "overwritten" }), { status: "cancelled" }];
  }
  if (route.path.startsWith("/api/clients/")) return [clientBody({ name: "Overwritten" })];
  if (route.path.startsWith("/api/email/send-invoice/")) return [{ method: "smtp" }];
  throw new Error(`no sample body for ${route.method} ${route.path}: add one`);
};

const protectedRoutes = routeTable.filter((route) => route.auth === "required");
const routesWithIds = routeTable.filter((route) => route.params !== null);

describeEachBackend("every route", (backend) => {
  let server: TestServer;
  let owner: TestAccount;
  let intruder: TestAccount;
  let intruderClientId: string;
  let owned: Owned;

  const snapshot = async () => {
    const paths = [
      `/api/invoices/${owned.invoiceId}`,
      `/api/clients/${owned.clientId}`,
      "/api/invoices?pageSize=100",
      "/api/clients?pageSize=100",
      "/api/auth/me",
      "/api/payments",
    ];
    return Promise.all(
      paths.map(async (path) => (await server.request("GET", path, { token: owner.token })).body),
    );
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await server.signUp();
    intruder = await server.signUp();
    const client = await server.request("POST", "/api/clients", {
      token: owner.token,
      json: clientBody(),
    });
    const clientId = (client.body as { id: string }).id;
    const invoice = await server.request("POST", "/api/invoices", {
      token: owner.token,
      json: invoiceBody(clientId),
    });
    const logo = await server.request("POST", "/api/upload/logo", {
      token: owner.token,
      body: fileForm("logo", tinyPng(), "logo.png", "image/png"),
    });
    const invoiceId = (invoice.body as { id: string }).id;
    await server.request("POST", `/api/email/send-invoice/${invoiceId}`, {
      token: owner.token,
      json: { method: "smtp" },
    });
    const outbox = await server.request("GET", "/api/outbox", { token: owner.token });
    const intent = await server.request("POST", "/api/payments/create-payment-intent", {
      token: owner.token,
      json: { planId: "pro" },
    });
    const { paymentIntentId } = intent.body as { paymentIntentId: string };
    await server.request("POST", "/api/payments/sandbox/confirm", {
      token: owner.token,
      json: { paymentIntentId, number: "4242424242424242", expiry: "12/34", cvc: "123" },
    });
    const paid = await server.request("POST", "/api/payments/confirm-payment", {
      token: owner.token,
      json: { paymentIntentId, planId: "pro" },
    });
    owned = {
      clientId,
      invoiceId,
      logoName: (logo.body as { logoUrl: string }).logoUrl.split("/").pop() ?? "",
      outboxMessageId: (outbox.body as { data: { id: string }[] }).data[0]?.id ?? "",
      paymentId: (paid.body as { payment: { id: string } }).payment.id,
    };
    const intruderClient = await server.request("POST", "/api/clients", {
      token: intruder.token,
      json: clientBody(),
    });
    intruderClientId = (intruderClient.body as { id: string }).id;
  }, 60_000);
  afterAll(() => server?.close());

  it("has routes with ids and protected routes to check", () => {
    expect(routesWithIds.length).toBeGreaterThanOrEqual(8);
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it("answers 404 to another user for every route that takes an id, changing nothing", async () => {
    const before = await snapshot();
    for (const route of routesWithIds) {
      for (const json of bodiesFor(route, intruderClientId)) {
        const response = await server.request(route.method.toUpperCase(), fillPath(route, owned), {
          token: intruder.token,
          ...(json === undefined ? {} : { json }),
        });
        expect(response.status, `${route.method} ${route.path} ${JSON.stringify(json)}`).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers 401 to an anonymous caller and to a bad token on every protected route", async () => {
    for (const route of protectedRoutes) {
      for (const token of [undefined, "forged-token"]) {
        const response = await server.request(
          route.method.toUpperCase(),
          route.params === null ? route.path : fillPath(route, owned),
          {
            ...(token === undefined ? {} : { token }),
            ...(route.body === null ? {} : { json: {} }),
          },
        );
        expect(response.status, `${route.method} ${route.path}`).toBe(401);
        expect(response.body, `${route.method} ${route.path}`).toMatchObject({
          code: "auth.unauthenticated",
        });
      }
    }
  });
});
