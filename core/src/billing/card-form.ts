/**
 * Which card form a new payment uses: Stripe Elements with the publishable key, or the sandbox's
 * own card form.
 */
export type CardForm =
  | { readonly _tag: "StripeCardForm"; readonly publishableKey: string }
  | { readonly _tag: "SandboxCardForm" };
