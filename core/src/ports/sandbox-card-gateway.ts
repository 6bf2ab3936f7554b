import { Context, type Effect } from "effect";
import type { PaymentStateConflict } from "../billing/billing-errors.ts";
import type { CheckedCard } from "../billing/card-rules.ts";
import type { SandboxCardOutcome } from "../billing/sandbox-card-outcome.ts";
import type { PaymentProviderFailed } from "./payment-provider.ts";

/**
 * The browser's side of the sandbox provider, which Stripe.js plays for Stripe: it confirms a
 * sandbox intent with a card, answering as Stripe's test cards do, and completes the simulated
 * 3-D Secure step of a card that asks for it. It keeps only the card's brand and last four digits.
 */
export class SandboxCardGateway extends Context.Service<
  SandboxCardGateway,
  {
    /** A card for an intent not waiting for one fails with the intent's state. */
    readonly confirmCard: (
      providerPaymentId: string,
      card: CheckedCard,
    ) => Effect.Effect<SandboxCardOutcome, PaymentProviderFailed | PaymentStateConflict>;
    /**
     * The card holder's answer to the 3-D Secure challenge: approved, or failed; for an intent not
     * waiting for it, the intent's state.
     */
    readonly authenticate: (
      providerPaymentId: string,
      approved: boolean,
    ) => Effect.Effect<SandboxCardOutcome, PaymentProviderFailed | PaymentStateConflict>;
  }
>()("@invoicing/core/SandboxCardGateway") {}
