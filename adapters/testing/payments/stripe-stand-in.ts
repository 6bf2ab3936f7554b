import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { StripeSettings } from "../../src/payments/stripe/stripe-settings.ts";

/** A request the stand-in received, as the tests inspect it. */
export interface StandInRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | null;
  readonly authorization: string | null;
  /** The connected account the call was made on (`Stripe-Account`), null for the platform's. */
  readonly stripeAccount: string | null;
  readonly form: Readonly<Record<string, string>>;
}

/** A PaymentIntent as the stand-in keeps it, in Stripe's JSON shape. */
export interface StandInIntent {
  readonly id: string;
  readonly object: "payment_intent";
  readonly amount: number;
  readonly currency: string;
  readonly description: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  readonly client_secret: string;
  readonly status: string;
  readonly last_payment_error: { readonly code: string; readonly message: string } | null;
  /** The account it was created on; null for the platform's own. */
  readonly account: string | null;
}

/** A local server that answers the Stripe SDK's PaymentIntents and Refunds calls. */
export interface StripeStandIn {
  /** Settings pointing the Stripe provider at this stand-in, with test keys. */
  readonly settings: StripeSettings;
  /** The same settings with Stripe Connect, whose onboarding the stand-in answers too. */
  readonly connectSettings: StripeSettings;
  /**
   * Plays the seller's consent on Stripe's onboarding page: the code Stripe would send back for a
   * new Standard account, and that account's id.
   */
  readonly consent: () => { readonly code: string; readonly accountId: string };
  /** The accounts whose access was revoked (`oauth/deauthorize`). */
  readonly deauthorized: ReadonlyArray<string>;
  readonly requests: ReadonlyArray<StandInRequest>;
  readonly intent: (id: string) => StandInIntent | undefined;
  /**
   * Sets what the browser's Stripe.js would have made of the intent: `succeeded`, or a decline
   * (`requires_payment_method` with its error).
   */
  readonly settle: (id: string, outcome: "succeeded" | { readonly declined: string }) => void;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

const readForm = async (request: IncomingMessage): Promise<Record<string, string>> => {
  const chunks: Array<Buffer> = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
};

// `metadata[userId]=…` form fields back to an object, as Stripe reads them.
const metadataOf = (form: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([name]) => name.startsWith("metadata["))
      .map(([name, value]) => [name.slice("metadata[".length, -1), value]),
  );

const send = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${hex(6)}` });
  response.end(JSON.stringify(body));
};

const noSuch = (response: ServerResponse, what: string, id: string) =>
  send(response, 404, {
    error: {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such ${what}: '${id}'`,
    },
  });

/**
 * Starts a stand-in for Stripe's API on 127.0.0.1: `POST /v1/payment_intents` (replaying the
 * answer of an idempotency key it saw before, as Stripe does), `GET /v1/payment_intents/:id` and
 * `POST /v1/refunds` (refusing, as Stripe does, an intent not paid or already refunded with
 * `payment_intent_unexpected_state` or `charge_already_refunded`), and Connect's `POST /oauth/token`
 * and `POST /oauth/deauthorize`. Intents live on the account they were created on (`Stripe-Account`).
 * It records every request with its `Idempotency-Key` and `Stripe-Account` headers.
 */
export const startStripeStandIn = async (): Promise<StripeStandIn> => {
  const requests: Array<StandInRequest> = [];
  const codes = new Map<string, string>();
  const deauthorized: Array<string> = [];
  const intents = new Map<string, StandInIntent>();
  const replies = new Map<string, unknown>();
  const refunded = new Set<string>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const form = request.method === "POST" ? await readForm(request) : {};
    const idempotencyKey = request.headers["idempotency-key"];
    const key = typeof idempotencyKey === "string" ? idempotencyKey : null;
    const accountHeader = request.headers["stripe-account"];
    const account = typeof accountHeader === "string" ? accountHeader : null;
    requests.push({
      method: request.method ?? "",
      path,
      idempotencyKey: key,
      authorization: request.headers.authorization ?? null,
      stripeAccount: account,
      form,
    });
    if (key !== null && replies.has(key)) return send(response, 200, replies.get(key));
    const reply = (body: unknown) => {
      if (key !== null) replies.set(key, body);
      send(response, 200, body);
    };

    if (request.method === "POST" && path === "/oauth/token") {
      const accountId = codes.get(form.code ?? "");
      if (accountId === undefined || form.grant_type !== "authorization_code") {
        return send(response, 400, {
          error: "invalid_grant",
          error_description: `Authorization code does not exist: ${form.code ?? ""}`,
        });
      }
      codes.delete(form.code ?? "");
      return send(response, 200, {
        access_token: `sk_test_${hex(12)}`,
        livemode: false,
        scope: "read_write",
        stripe_publishable_key: `pk_test_${hex(12)}`,
        stripe_user_id: accountId,
        token_type: "bearer",
      });
    }
    if (request.method === "POST" && path === "/oauth/deauthorize") {
      deauthorized.push(form.stripe_user_id ?? "");
      return send(response, 200, { stripe_user_id: form.stripe_user_id });
    }
    if (request.method === "POST" && path === "/v1/payment_intents") {
      const id = `pi_${hex(12)}`;
      const intent: StandInIntent = {
        id,
        object: "payment_intent",
        amount: Number(form.amount),
        currency: form.currency ?? "",
        description: form.description ?? null,
        metadata: metadataOf(form),
        client_secret: `${id}_secret_${hex(12)}`,
        status: "requires_payment_method",
        last_payment_error: null,
        account,
      };
      intents.set(id, intent);
      return reply(intent);
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/u.exec(path);
    if (request.method === "GET" && intentPath !== null) {
      const intent = intents.get(intentPath[1] ?? "");
      // Stripe finds an intent only on the account it was created on.
      return intent === undefined || intent.account !== account
        ? noSuch(response, "payment_intent", intentPath[1] ?? "")
        : send(response, 200, intent);
    }
    if (request.method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.payment_intent ?? "");
      if (intent === undefined)
        return noSuch(response, "payment_intent", form.payment_intent ?? "");
      if (refunded.has(intent.id)) {
        return send(response, 400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Charge for ${intent.id} has already been refunded.`,
          },
        });
      }
      if (intent.status !== "succeeded") {
        return send(response, 400, {
          error: {
            type: "invalid_request_error",
            code: "payment_intent_unexpected_state",
            message: `This PaymentIntent's status is ${intent.status}; it has no charge to refund.`,
            payment_intent: intent,
          },
        });
      }
      refunded.add(intent.id);
      return reply({
        id: `re_${hex(12)}`,
        object: "refund",
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: "succeeded",
        failure_reason: null,
      });
    }
    send(response, 404, {
      error: { type: "invalid_request_error", message: "Unrecognized request URL" },
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: String(error) }),
    );
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;

  const settings: StripeSettings = {
    secretKey: "sk_test_stand_in",
    publishableKey: "pk_test_stand_in",
    webhookSecret: `whsec_${hex(16)}`,
    api: { host: "127.0.0.1", port, protocol: "http" },
  };
  return {
    settings,
    connectSettings: {
      ...settings,
      connect: {
        clientId: "ca_stand_in",
        webhookSecret: `whsec_${hex(16)}`,
        redirectUri: "http://localhost:5173/settings",
      },
    },
    consent: () => {
      const code = `ac_${hex(12)}`;
      const accountId = `acct_${hex(8)}`;
      codes.set(code, accountId);
      return { code, accountId };
    },
    deauthorized,
    requests,
    intent: (id) => intents.get(id),
    settle: (id, outcome) => {
      const intent = intents.get(id);
      if (intent === undefined) throw new Error(`no intent ${id}`);
      intents.set(
        id,
        outcome === "succeeded"
          ? { ...intent, status: "succeeded", last_payment_error: null }
          : {
              ...intent,
              status: "requires_payment_method",
              last_payment_error: { code: "card_declined", message: outcome.declined },
            },
      );
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
};
