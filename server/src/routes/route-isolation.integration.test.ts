import { randomUUID } from "node:crypto";
import { describeEachBackend } from "@invoicing/fixtures";
import { brazilSettingsBody, ublInvoiceXml } from "@invoicing/fixtures/builders";
import { Schema } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import { certificateForm, testPfx } from "../../testing/brazil-samples.ts";
import { databaseFingerprint } from "../../testing/database-fingerprint.ts";
import { fileForm, tinyPng } from "../../testing/images.ts";
import { waitForIdleJobs } from "../../testing/job-runs.ts";
import {
  catalogueItemBody,
  clientBody,
  invoiceBody,
  quoteBody,
  recurringInvoiceBody,
} from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";
import type { Route } from "./route.ts";
import { routeTable } from "./route-table.ts";

/** An account's resources, whose ids fill the routes' path parameters and bodies. */
interface Owned {
  readonly clientId: string;
  readonly catalogueItemId: string;
  readonly invoiceId: string;
  /** A numbered invoice, its first line, and a credit note of it. */
  readonly issuedInvoiceId: string;
  readonly issuedItemId: string;
  readonly creditNoteId: string;
  readonly logoName: string;
  readonly outboxMessageId: string;
  readonly paymentId: string;
  readonly paymentIntentId: string;
  /** A payment recorded on the numbered invoice. */
  readonly invoicePaymentId: string;
  /** The token of the numbered invoice's pay link. */
  readonly payLinkToken: string;
  /** A sent quote, and the token of its client link. */
  readonly quoteId: string;
  readonly quoteLinkToken: string;
  readonly recurringInvoiceId: string;
  /** A voided NF-e range (an NF-e event), once the account has Brazil settings; else "". */
  readonly nfeEventId: string;
  /** A supplier invoice the account uploaded. */
  readonly receivedInvoiceId: string;
}

const fillPath = (route: Route, owned: Owned): string =>
  route.path.replace(/:([A-Za-z]+)/gu, (_, name: string) => {
    if (name === "name" && route.path.startsWith("/api/files/logos/")) return owned.logoName;
    if (name === "id" && route.path.endsWith("/credit-notes")) return owned.issuedInvoiceId;
    if (name === "id" && /\/payments(\/:paymentId|\/summary)?$/u.test(route.path)) {
      return owned.issuedInvoiceId;
    }
    if (name === "paymentId") return owned.invoicePaymentId;
    if (name === "token" && route.path.startsWith("/api/quote-links/")) {
      return owned.quoteLinkToken;
    }
    if (name === "token") return owned.payLinkToken;
    if (name === "id" && route.path.startsWith("/api/quotes/")) return owned.quoteId;
    if (name === "id" && route.path.startsWith("/api/invoices/")) return owned.invoiceId;
    if (name === "id" && route.path.startsWith("/api/credit-notes/")) return owned.creditNoteId;
    if (name === "id" && route.path.startsWith("/api/clients/")) return owned.clientId;
    if (name === "id" && route.path.startsWith("/api/catalogue-items/")) {
      return owned.catalogueItemId;
    }
    if (name === "id" && route.path.startsWith("/api/recurring-invoices/")) {
      return owned.recurringInvoiceId;
    }
    if (name === "id" && route.path.startsWith("/api/email/send-invoice/")) return owned.invoiceId;
    if (name === "id" && route.path.startsWith("/api/outbox/")) return owned.outboxMessageId;
    if (name === "id" && route.path.startsWith("/api/payments/")) return owned.paymentId;
    if (name === "id" && route.path.startsWith("/api/received-invoices/")) {
      return owned.receivedInvoiceId;
    }
    // A lifecycle status id: another user's invoice is refused before the status is looked for.
    if (name === "entryId") return "6f1c0d1e-6f1c-4d1e-8f1c-0d1e6f1c0d1e";
    if (name === "id" && route.path.startsWith("/api/brazil/nfe-events/")) return owned.nfeEventId;
    throw new Error(`no sample for :${name} of ${route.method} ${route.path}: add one`);
  });

/** Valid bodies for a route, made by the caller with its own client, so only ownership refuses. */
const bodiesFor = (route: Route, callerClientId: string): ReadonlyArray<unknown> => {
  if (route.body === null) return [undefined];
  if (route.path.endsWith("/payments/confirm")) return [{ paymentIntentId: "pi_sandbox_0" }];
  if (route.path.endsWith("/credit-notes")) return [{ reason: "Overwritten" }];
  if (route.path.startsWith("/api/pay/")) {
    return [
      {
        paymentIntentId: "pi_sandbox_0",
        number: "4242424242424242",
        expiry: "12/34",
        cvc: "123",
        approve: true,
      },
    ];
  }
  if (route.path.endsWith("/payments"))
    return [{ amount: 0.01, date: "2026-11-20", method: "cash" }];
  if (route.path.startsWith("/api/quote-links/")) return [{ answer: "accept" }];
  if (route.path.startsWith("/api/quotes/") && route.path.endsWith("/status")) {
    return [{ status: "accepted" }];
  }
  if (route.path.endsWith("/invoice")) return [{}, { depositPercent: 30 }];
  if (route.path.startsWith("/api/quotes/") && route.path.endsWith("/send")) {
    return [{ method: "smtp" }];
  }
  if (route.path.startsWith("/api/quotes/")) return [quoteBody(callerClientId, { notes: "moved" })];
  if (route.path.endsWith("/nfe/cancel")) return [{ justification: "Cancelado por outra conta" }];
  if (route.path.endsWith("/nfse/cancel")) {
    return [{ reason: "1", justification: "Cancelado por outra conta" }];
  }
  if (route.path.endsWith("/nfe/correction")) return [{ text: "Corrigido por outra conta" }];
  if (route.path.startsWith("/api/invoices/")) {
    return [invoiceBody(callerClientId, { notes: "overwritten" }), { status: "cancelled" }];
  }
  if (route.path.startsWith("/api/clients/")) return [clientBody({ name: "Overwritten" })];
  if (route.path.startsWith("/api/catalogue-items/")) {
    return [catalogueItemBody({ name: "Overwritten" })];
  }
  if (route.path.startsWith("/api/email/send-invoice/")) return [{ method: "smtp" }];
  if (route.path.endsWith("/status")) {
    return [{ code: 205 }, { code: 210, reasonCode: "DOUBLON", reason: "Overwritten" }];
  }
  if (route.path.startsWith("/api/recurring-invoices/")) {
    return [recurringInvoiceBody(callerClientId, { notes: "overwritten" })];
  }
  throw new Error(`no sample body for ${route.method} ${route.path}: add one`);
};

/** Body fields that name one account's record, and those that name something shared. */
const ownedReferenceFields = [
  "clientId",
  "invoiceId",
  "itemId",
  "paymentIntentId",
  "catalogueItemId",
] as const;
const sharedReferenceFields = new Set(["planId"]);

/** The `…Id` fields of a route's body, read from its JSON Schema. */
const referenceFields = (route: Route): ReadonlyArray<string> => {
  if (route.body === null) return [];
  const text = JSON.stringify(Schema.toJsonSchemaDocument(route.body));
  return [...new Set([...text.matchAll(/"([A-Za-z]*Id)":/gu)].map((match) => match[1] ?? ""))];
};

/**
 * A body otherwise valid whose references name the victim's records, for every route whose body
 * names a record; the path names the caller's own records.
 */
const bodyReferencing = (route: Route, victim: Owned): unknown => {
  const key = `${route.method} ${route.path}`;
  const card = { number: "4242424242424242", expiry: "12/34", cvc: "123" };
  const samples: Readonly<Record<string, unknown>> = {
    "post /api/invoices": invoiceBody(victim.clientId),
    "put /api/invoices/:id": invoiceBody(victim.clientId, { notes: "moved" }),
    "post /api/quotes": quoteBody(victim.clientId),
    "put /api/quotes/:id": quoteBody(victim.clientId, { notes: "moved" }),
    "post /api/recurring-invoices": recurringInvoiceBody(victim.clientId),
    "put /api/recurring-invoices/:id": recurringInvoiceBody(victim.clientId, { notes: "moved" }),
    "post /api/invoices/:id/credit-notes": {
      reason: "Crossed",
      items: [{ itemId: victim.issuedItemId }],
    },
    "post /api/e-invoice/brazil/submit": { invoiceId: victim.invoiceId },
    "post /api/e-invoice/france/submit": { invoiceId: victim.invoiceId },
    "post /api/payments/confirm-payment": {
      paymentIntentId: victim.paymentIntentId,
      planId: "pro",
    },
    "post /api/payments/handle-payment-failure": { paymentIntentId: victim.paymentIntentId },
    "post /api/payments/sandbox/confirm": { paymentIntentId: victim.paymentIntentId, ...card },
    "post /api/payments/sandbox/authenticate": {
      paymentIntentId: victim.paymentIntentId,
      approve: true,
    },
    "post /api/invoices/:id/payments/confirm": { paymentIntentId: victim.paymentIntentId },
    "post /api/pay/:token/payments/sandbox/confirm": {
      paymentIntentId: victim.paymentIntentId,
      ...card,
    },
    "post /api/pay/:token/payments/sandbox/authenticate": {
      paymentIntentId: victim.paymentIntentId,
      approve: true,
    },
    "post /api/pay/:token/payments/confirm": { paymentIntentId: victim.paymentIntentId },
  };
  if (!(key in samples)) throw new Error(`no sample body naming another's record for ${key}`);
  return samples[key];
};

const protectedRoutes = routeTable.filter((route) => route.auth === "required");
const routesWithIds = routeTable.filter((route) => route.params !== null);
const routesWithReferences = routeTable.filter((route) =>
  referenceFields(route).some((field) => !sharedReferenceFields.has(field)),
);
const readsWithoutIds = protectedRoutes.filter(
  (route) => route.method === "get" && route.params === null,
);

/** The answer of a setup step, which must have succeeded. */
const succeeded = <T extends { readonly status: number; readonly body: unknown }>(answer: T): T => {
  if (answer.status >= 300) throw new Error(`setup failed: ${JSON.stringify(answer.body)}`);
  return answer;
};

describeEachBackend("every route", (backend) => {
  let server: TestServer;
  let owner: TestAccount;
  let intruder: TestAccount;
  let intruderClientId: string;
  let owned: Owned;
  let intruderOwned: Owned;
  /** Text only the owner's data holds: an answer to anyone else must not contain it. */
  const marker = `owner-only-${randomUUID()}`;

  /** Gives `account` a client, an invoice, a logo, a mailed invoice and a paid plan. */
  const fill = async (account: TestAccount, name: string): Promise<Owned> => {
    const { token } = account;
    const client = succeeded(
      await server.request("POST", "/api/clients", {
        token,
        json: clientBody({ name, company: name }),
      }),
    );
    const clientId = (client.body as { id: string }).id;
    const catalogueItem = succeeded(
      await server.request("POST", "/api/catalogue-items", {
        token,
        json: catalogueItemBody({ name }),
      }),
    );
    const invoice = succeeded(
      await server.request("POST", "/api/invoices", {
        token,
        json: invoiceBody(clientId, { notes: name }),
      }),
    );
    const logo = succeeded(
      await server.request("POST", "/api/upload/logo", {
        token,
        body: fileForm("logo", tinyPng(), "logo.png", "image/png"),
      }),
    );
    const invoiceId = (invoice.body as { id: string }).id;
    const issued = succeeded(
      await server.request("POST", "/api/invoices", {
        token,
        json: invoiceBody(clientId, { notes: name, status: "sent" }),
      }),
    );
    const { id: issuedInvoiceId, items } = issued.body as {
      id: string;
      items: ReadonlyArray<{ id: string }>;
    };
    const issuedItemId = items[0]?.id ?? "";
    const creditNote = succeeded(
      await server.request("POST", `/api/invoices/${issuedInvoiceId}/credit-notes`, {
        token,
        json: { reason: name, items: [{ itemId: issuedItemId, amount: 1 }] },
      }),
    );
    succeeded(
      await server.request("POST", `/api/email/send-invoice/${invoiceId}`, {
        token,
        json: { method: "smtp" },
      }),
    );
    const recorded = succeeded(
      await server.request("POST", `/api/invoices/${issuedInvoiceId}/payments`, {
        token,
        json: { amount: 1, date: "2026-11-20", method: "transfer", reference: name },
      }),
    );
    const link = succeeded(
      await server.request("POST", `/api/invoices/${issuedInvoiceId}/pay-link`, { token }),
    );
    const quote = succeeded(
      await server.request("POST", "/api/quotes", {
        token,
        json: quoteBody(clientId, { notes: name }),
      }),
    );
    const quoteId = (quote.body as { id: string }).id;
    succeeded(
      await server.request("POST", `/api/quotes/${quoteId}/status`, {
        token,
        json: { status: "sent" },
      }),
    );
    const quoteLink = succeeded(
      await server.request("POST", `/api/quotes/${quoteId}/link`, { token }),
    );
    const outbox = succeeded(await server.request("GET", "/api/outbox", { token }));
    const recurring = succeeded(
      await server.request("POST", "/api/recurring-invoices", {
        token,
        json: recurringInvoiceBody(clientId, { notes: name }),
      }),
    );
    const intent = succeeded(
      await server.request("POST", "/api/payments/create-payment-intent", {
        token,
        json: { planId: "pro" },
      }),
    );
    const { paymentIntentId } = intent.body as { paymentIntentId: string };
    succeeded(
      await server.request("POST", "/api/payments/sandbox/confirm", {
        token,
        json: { paymentIntentId, number: "4242424242424242", expiry: "12/34", cvc: "123" },
      }),
    );
    const paid = succeeded(
      await server.request("POST", "/api/payments/confirm-payment", {
        token,
        json: { paymentIntentId, planId: "pro" },
      }),
    );
    const received = succeeded(
      await server.request("POST", "/api/received-invoices", {
        token,
        body: fileForm(
          "file",
          new TextEncoder().encode(
            ublInvoiceXml({
              supplier: { name, siren: "732829320", vatNumber: "FR44732829320" },
            }),
          ),
          "supplier.xml",
          "application/xml",
        ),
      }),
    );
    return {
      clientId,
      catalogueItemId: (catalogueItem.body as { id: string }).id,
      invoiceId,
      issuedInvoiceId,
      issuedItemId,
      creditNoteId: (creditNote.body as { id: string }).id,
      logoName: (logo.body as { logoUrl: string }).logoUrl.split("/").pop() ?? "",
      outboxMessageId: (outbox.body as { data: { id: string }[] }).data[0]?.id ?? "",
      paymentId: (paid.body as { payment: { id: string } }).payment.id,
      invoicePaymentId: (recorded.body as { payment: { id: string } }).payment.id,
      payLinkToken: (link.body as { url: string }).url.split("/pay/").pop() ?? "",
      paymentIntentId,
      quoteId,
      quoteLinkToken: (quoteLink.body as { url: string }).url.split("/quote/").pop() ?? "",
      nfeEventId: "",
      receivedInvoiceId: (received.body as { data: { id: string } }).data.id,
      recurringInvoiceId: (recurring.body as { id: string }).id,
    };
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await server.signUp({ firstName: marker });
    intruder = await server.signUp();
    owned = await fill(owner, marker);
    const settings = brazilSettingsBody({ companyName: marker });
    succeeded(
      await server.request("POST", "/api/sefaz/settings", {
        token: owner.token,
        json: { settings },
      }),
    );
    const voided = succeeded(
      await server.request("POST", "/api/brazil/nfe/void-range", {
        token: owner.token,
        json: { serie: 1, from: 1, to: 1, justification: `Numeracao pulada ${marker}` },
        headers: { "x-sandbox-mode": "true" },
      }),
    );
    owned = { ...owned, nfeEventId: (voided.body as { event: { id: string } }).event.id };
    const certificate = testPfx({ companyName: marker, cnpj: "11222333000181" });
    succeeded(
      await server.request("POST", "/api/sefaz/certificate", {
        token: owner.token,
        body: certificateForm(certificate.pfx, certificate.password),
      }),
    );
    succeeded(
      await server.request("POST", "/api/pfu/settings", {
        token: owner.token,
        json: { settings: { siret: "552 081 317 00018", companyName: marker } },
      }),
    );
    succeeded(
      await server.request("POST", "/api/e-invoice/sandbox/tests", {
        token: owner.token,
        json: { testType: "brazil" },
      }),
    );
    intruderOwned = await fill(intruder, "Intruder Ltd");
    intruderClientId = intruderOwned.clientId;
    await waitForIdleJobs(server);
  }, 120_000);
  afterAll(() => server?.close());

  it("has routes with ids, ids in bodies, reads and protected routes to check", () => {
    expect(routesWithIds.length).toBeGreaterThanOrEqual(8);
    expect(routesWithReferences.length).toBeGreaterThanOrEqual(8);
    expect(readsWithoutIds.length).toBeGreaterThanOrEqual(15);
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(20);
    // The routes a link's holder reaches without an account are checked with a guessed token.
    expect(
      routesWithIds.filter((route) => route.auth === "none").map((route) => route.path),
    ).toEqual(
      expect.arrayContaining([
        "/api/pay/:token",
        "/api/quote-links/:token",
        "/api/quote-links/:token/pdf",
        "/api/quote-links/:token/answer",
      ]),
    );
    for (const route of routesWithReferences) {
      for (const field of referenceFields(route)) {
        expect(
          [...ownedReferenceFields, ...sharedReferenceFields].includes(field),
          `${route.method} ${route.path}: is ${field} one account's record or shared? say so above`,
        ).toBe(true);
      }
    }
  });

  it("answers 404 to another user for every route that takes an id, changing nothing", async () => {
    const before = await databaseFingerprint(server);
    // A pay link's token is what opens its invoice: another caller, who does not hold it, guesses.
    const reachable = { ...owned, payLinkToken: "A".repeat(43), quoteLinkToken: "A".repeat(43) };
    for (const route of routesWithIds) {
      for (const json of bodiesFor(route, intruderClientId)) {
        const path = fillPath(route, reachable);
        const response = await server.request(route.method.toUpperCase(), path, {
          token: intruder.token,
          ...(json === undefined ? {} : { json }),
        });
        expect(response.status, `${route.method} ${route.path} ${JSON.stringify(json)}`).toBe(404);
      }
    }
    expect(await databaseFingerprint(server)).toEqual(before);
  }, 60_000);

  it("refuses a body naming another user's record on every route that takes one, changing nothing", async () => {
    const before = await databaseFingerprint(server);
    for (const route of routesWithReferences) {
      const path = route.params === null ? route.path : fillPath(route, intruderOwned);
      const json = bodyReferencing(route, owned);
      const response = await server.request(route.method.toUpperCase(), path, {
        token: intruder.token,
        json,
      });
      const context = `${route.method} ${route.path} ${JSON.stringify(response.body)}`;
      // 409: the intruder's own invoice is numbered, so any change of its content is refused first.
      expect([404, 409, 422], context).toContain(response.status);
      expect(JSON.stringify(response.body), context).not.toContain(marker);
    }
    expect(await databaseFingerprint(server)).toEqual(before);
  }, 60_000);

  it("never shows the owner's data in another user's answer to any read", async () => {
    const leaks = [
      marker,
      owned.clientId,
      owned.catalogueItemId,
      owned.invoiceId,
      owned.creditNoteId,
      owned.paymentId,
      owned.logoName,
      owned.quoteId,
      owned.recurringInvoiceId,
    ];
    for (const route of readsWithoutIds) {
      const response = await server.request("GET", route.path, { token: intruder.token });
      expect(response.status, `${route.path}`).toBeLessThan(500);
      const text = new TextDecoder().decode(response.bytes);
      for (const leak of leaks) expect(text, `${route.path} shows ${leak}`).not.toContain(leak);
    }
    const own = await server.request("GET", "/api/clients", { token: owner.token });
    expect(new TextDecoder().decode(own.bytes)).toContain(marker);
  }, 60_000);

  // Every protected route three times over: longer than the default timeout on a busy machine.
  it("answers 401 to an anonymous caller and to a bad token on every protected route, changing nothing", async () => {
    const before = await databaseFingerprint(server);
    for (const route of protectedRoutes) {
      const altered = `${owner.token.slice(0, -1)}${owner.token.endsWith("A") ? "B" : "A"}`;
      for (const token of [undefined, "forged-token", altered]) {
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
    expect(await databaseFingerprint(server)).toEqual(before);
  }, 60_000);
});
