import { randomBytes } from "node:crypto";
import {
  type CheckedCard,
  type Currency,
  type PaymentProvider,
  PaymentProviderFailed,
  type PaymentState,
  PaymentStateConflict,
  type ProviderPayment,
  type SandboxCardGateway,
  type SandboxCardOutcome,
  type SandboxDeclineCode,
  WebhookSignatureInvalid,
} from "@invoicing/core";
import { Effect } from "effect";
import type { Database } from "../../persistence/database.ts";
import { runQuery } from "../../persistence/repositories/run-database.ts";
import { declineMessages, testCardBehaviour } from "./test-cards.ts";

type IntentStatus = "requires_payment_method" | "requires_action" | "succeeded" | "refunded";

interface IntentRow {
  readonly id: string;
  readonly clientSecret: string;
  readonly amount: number | string;
  readonly currency: Currency;
  readonly status: IntentStatus;
  readonly cardBrand: SandboxCardOutcome["card"]["brand"] | null;
  readonly cardLast4: string | null;
  readonly declineCode: SandboxDeclineCode | null;
  readonly failureMessage: string | null;
}

const intentColumns = `id, client_secret as "clientSecret", amount, currency, status,
  card_brand as "cardBrand", card_last4 as "cardLast4", decline_code as "declineCode",
  failure_message as "failureMessage"`;

// Told apart from Stripe's ids at a glance: theirs never have a second underscore.
const INTENT_PREFIX = "pi_sandbox_";

const randomHex = (bytes: number): string => randomBytes(bytes).toString("hex");

// How the API names an intent's status when a step does not fit it.
const stateOf: Readonly<Record<IntentStatus, PaymentState>> = {
  requires_payment_method: "awaitingcard",
  requires_action: "awaitingauthentication",
  succeeded: "succeeded",
  refunded: "refunded",
};

const notFound = (id: string) =>
  new PaymentProviderFailed({ reason: `No such payment_intent: '${id}'` });

// As Stripe does: a declined intent goes back to needing a payment method, with the last error.
const providerPayment = (row: IntentRow): ProviderPayment => {
  const failed = row.status === "requires_payment_method" && row.declineCode !== null;
  const status = {
    requires_payment_method: failed ? "failed" : "pending",
    requires_action: "pending",
    succeeded: "succeeded",
    refunded: "refunded",
  } as const;
  return {
    providerPaymentId: row.id,
    status: status[row.status],
    amount: { amount: Number(row.amount), currency: row.currency },
    failureReason: failed ? row.failureMessage : null,
  };
};

const outcome = (row: IntentRow): SandboxCardOutcome => ({
  status:
    row.status === "requires_action"
      ? "requires_action"
      : row.status === "succeeded"
        ? "succeeded"
        : "failed",
  declineCode: row.declineCode,
  failureReason: row.failureMessage,
  card: { brand: row.cardBrand ?? "unknown", last4: row.cardLast4 ?? "" },
});

/**
 * The built-in sandbox provider (docs/PRODUCT-RULES.md#payments): payment intents in the database,
 * confirmed by the sandbox card form with Stripe's test cards instead of by Stripe.js. It is both
 * the `PaymentProvider` the use cases call and the `SandboxCardGateway` the card form goes through.
 */
export const sandboxPaymentProvider = (
  database: Database,
): PaymentProvider & SandboxCardGateway["Service"] => {
  const find = (id: string) =>
    runQuery(database, (em) =>
      em.execute<IntentRow[]>(`select ${intentColumns} from sandbox_payment_intents where id = ?`, [
        id,
      ]),
    ).pipe(
      Effect.flatMap((rows) => {
        const row = rows[0];
        return row === undefined ? Effect.fail(notFound(id)) : Effect.succeed(row);
      }),
    );

  // Moves an intent that is in `from`; in another status the step does not fit it (a conflict).
  const transition = (
    id: string,
    from: ReadonlyArray<IntentStatus>,
    set: {
      readonly status: IntentStatus;
      readonly declineCode: SandboxDeclineCode | null;
      readonly card?: { readonly brand: string; readonly last4: string };
    },
  ) =>
    runQuery(database, (em) =>
      em.execute<IntentRow[]>(
        `update sandbox_payment_intents set status = ?, decline_code = ?, failure_message = ?,
           card_brand = coalesce(?, card_brand), card_last4 = coalesce(?, card_last4)
         where id = ? and status in (${from.map(() => "?").join(", ")})
         returning ${intentColumns}`,
        [
          set.status,
          set.declineCode,
          set.declineCode === null ? null : declineMessages[set.declineCode],
          set.card?.brand ?? null,
          set.card?.last4 ?? null,
          id,
          ...from,
        ],
      ),
    ).pipe(
      Effect.flatMap((rows) => {
        const row = rows[0];
        if (row !== undefined) return Effect.succeed(row);
        return Effect.flatMap(find(id), (current) =>
          Effect.fail(
            new PaymentStateConflict({ paymentIntentId: id, state: stateOf[current.status] }),
          ),
        );
      }),
    );

  return {
    createIntent: (request) =>
      runQuery(database, async (em) => {
        const id = `${INTENT_PREFIX}${randomHex(12)}`;
        await em.execute(
          `insert into sandbox_payment_intents (id, client_secret, idempotency_key, amount,
             currency, description, status)
           values (?, ?, ?, ?, ?, ?, 'requires_payment_method')
           on conflict (idempotency_key) do nothing`,
          [
            id,
            `${id}_secret_${randomHex(16)}`,
            request.idempotencyKey,
            request.amount.amount,
            request.amount.currency,
            request.description,
          ],
        );
        // The key's intent: this one, or the one an earlier call with the same key made.
        return em.execute<IntentRow[]>(
          `select ${intentColumns} from sandbox_payment_intents where idempotency_key = ?`,
          [request.idempotencyKey],
        );
      }).pipe(
        Effect.map((rows) => rows[0]),
        Effect.flatMap((row) =>
          row === undefined
            ? Effect.fail(new PaymentProviderFailed({ reason: "the intent was not stored" }))
            : Effect.succeed({ providerPaymentId: row.id, clientSecret: row.clientSecret }),
        ),
      ),

    confirm: (providerPaymentId) => Effect.map(find(providerPaymentId), providerPayment),

    // Refunding a refunded intent answers it again, as a retried refund with its key would.
    refund: (providerPaymentId) =>
      Effect.map(
        transition(providerPaymentId, ["succeeded", "refunded"], {
          status: "refunded",
          declineCode: null,
        }),
        providerPayment,
      ),

    // The sandbox sends no webhooks, so no delivery can be genuine.
    verifyWebhook: () => Effect.fail(new WebhookSignatureInvalid()),

    confirmCard: (providerPaymentId, card: CheckedCard) => {
      const behaviour = testCardBehaviour(card.digits);
      const kept = { brand: card.brand, last4: card.last4 };
      const next =
        behaviour.kind === "succeeds"
          ? { status: "succeeded" as const, declineCode: null, card: kept }
          : behaviour.kind === "requiresAuthentication"
            ? { status: "requires_action" as const, declineCode: null, card: kept }
            : {
                status: "requires_payment_method" as const,
                declineCode: behaviour.code,
                card: kept,
              };
      return Effect.map(transition(providerPaymentId, ["requires_payment_method"], next), outcome);
    },

    authenticate: (providerPaymentId, approved) =>
      Effect.map(
        transition(
          providerPaymentId,
          ["requires_action"],
          approved
            ? { status: "succeeded", declineCode: null }
            : { status: "requires_payment_method", declineCode: "authentication_failed" },
        ),
        outcome,
      ),
  };
};
