import type { SandboxDeclineCode } from "@invoicing/core";

/** What the sandbox does with a card: charge it, ask for 3-D Secure first, or decline it. */
export type TestCardBehaviour =
  | { readonly kind: "succeeds" }
  | { readonly kind: "requiresAuthentication" }
  | { readonly kind: "declined"; readonly code: SandboxDeclineCode };

const succeeds: TestCardBehaviour = { kind: "succeeds" };
const authenticates: TestCardBehaviour = { kind: "requiresAuthentication" };
const declined = (code: SandboxDeclineCode): TestCardBehaviour => ({ kind: "declined", code });

// Stripe's published test cards (docs.stripe.com/testing), by number.
const testCards: ReadonlyMap<string, TestCardBehaviour> = new Map([
  ["4242424242424242", succeeds],
  ["4000056655665556", succeeds],
  ["5555555555554444", succeeds],
  ["2223003122003222", succeeds],
  ["5200828282828210", succeeds],
  ["5105105105105100", succeeds],
  ["378282246310005", succeeds],
  ["371449635398431", succeeds],
  ["6011111111111117", succeeds],
  ["6011000990139424", succeeds],
  ["3056930009020004", succeeds],
  ["36227206271667", succeeds],
  ["3566002020360505", succeeds],
  ["6200000000000005", succeeds],
  ["4000002500003155", authenticates],
  ["4000002760003184", authenticates],
  ["4000000000003220", authenticates],
  ["4000000000000002", declined("card_declined")],
  ["4000000000009987", declined("card_declined")],
  ["4000000000009979", declined("card_declined")],
  ["4000000000009995", declined("insufficient_funds")],
  ["4000000000000069", declined("expired_card")],
  ["4000000000000127", declined("incorrect_cvc")],
  ["4000000000000119", declined("processing_error")],
]);

/**
 * How the sandbox answers a card number, as Stripe's test mode does: its test cards succeed,
 * decline or ask for authentication; any other number, which may be a real card, is declined.
 */
export const testCardBehaviour = (digits: string): TestCardBehaviour =>
  testCards.get(digits) ?? declined("test_mode_live_card");

/** The provider's message for a decline, in Stripe's words. */
export const declineMessages: Readonly<Record<SandboxDeclineCode, string>> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a little bit.",
  authentication_failed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  test_mode_live_card:
    "Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.",
};
