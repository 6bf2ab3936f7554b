import { Context, type Effect } from "effect";
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
    readonly confirmCard: (
      providerPaymentId: string,
      card: CheckedCard,
    ) => Effect.Effect<SandboxCardOutcome, PaymentProviderFailed>;
    /** The card holder's answer to the 3-D Secure challenge: approved, or failed. */
    readonly authenticate: (
      providerPaymentId: string,
      approved: boolean,
    ) => Effect.Effect<SandboxCardOutcome, PaymentProviderFailed>;
  }
>()("@invoicing/core/SandboxCardGateway") {}
