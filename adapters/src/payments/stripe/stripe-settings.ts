/** What the Stripe provider needs: the account's keys, from the server's configuration. */
export interface StripeSettings {
  readonly secretKey: string;
  /** Handed to the browser, where Stripe Elements loads with it. */
  readonly publishableKey: string;
  /** The signing secret of the webhook endpoint (`whsec_…`). */
  readonly webhookSecret: string;
  /**
   * Stripe Connect, for pay links into sellers' own accounts: the platform's client id (`ca_…`)
   * and the signing secret of its Connect webhook endpoint; absent, pay links use the sandbox.
   */
  readonly connect?: {
    readonly clientId: string;
    readonly webhookSecret: string;
    /** Where Stripe sends the seller back with the code and the state. */
    readonly redirectUri: string;
  };
  /** Where the API answers: Stripe's own address unless told (a local stand-in in tests). */
  readonly api?: {
    readonly host: string;
    readonly port: number;
    readonly protocol: "http" | "https";
  };
}
