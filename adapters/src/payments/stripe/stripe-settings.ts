/** What the Stripe provider needs: the account's keys, from the server's configuration. */
export interface StripeSettings {
  readonly secretKey: string;
  /** Handed to the browser, where Stripe Elements loads with it. */
  readonly publishableKey: string;
  /** The signing secret of the webhook endpoint (`whsec_…`). */
  readonly webhookSecret: string;
  /** Where the API answers: Stripe's own address unless told (a local stand-in in tests). */
  readonly api?: {
    readonly host: string;
    readonly port: number;
    readonly protocol: "http" | "https";
  };
}
