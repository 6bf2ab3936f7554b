import { Effect } from "effect";
import type { CardForm } from "../billing/card-form.ts";
import { PaymentProviders } from "../ports/payment-provider.ts";
import { usesSandbox } from "../settings/sandbox-mode.ts";
import type { SandboxChoice } from "./payment-steps.ts";

/**
 * Which card form a new payment uses: Stripe Elements with the publishable key, or the sandbox's
 * card form while sandbox mode is on or Stripe is not configured.
 */
export const getBillingConfig = (input: { readonly sandbox: SandboxChoice }) =>
  Effect.gen(function* () {
    const { publishableKey } = yield* PaymentProviders;
    const sandbox = usesSandbox({
      ...input.sandbox,
      productionConfigured: publishableKey !== null,
    });
    const form: CardForm =
      sandbox || publishableKey === null
        ? { _tag: "SandboxCardForm" }
        : { _tag: "StripeCardForm", publishableKey };
    return form;
  });
