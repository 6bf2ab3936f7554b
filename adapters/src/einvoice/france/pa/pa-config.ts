/** How an SC authenticates to its PA: a bearer token it was given, or OAuth 2.0 client credentials. */
export type PaAuth =
  | { readonly kind: "token"; readonly token: string }
  | {
      readonly kind: "oauth2";
      readonly tokenUrl: string;
      readonly clientId: string;
      readonly clientSecret: string;
    };

/**
 * Where a user's Plateforme Agréée serves the XP Z12-013 APIs and how to authenticate
 * (docs/FRANCE-PA.md#switching): the Flow Service and Directory Service roots (the `/v1` paths
 * go under them), the credentials, and the `Organization-Id` header when the PA wants one.
 */
export interface PaConfig {
  readonly flowServiceUrl: string;
  readonly directoryServiceUrl: string;
  readonly auth: PaAuth;
  readonly organizationId: string | null;
  /** How long one HTTP call may take, in milliseconds. */
  readonly timeoutMs: number;
}
