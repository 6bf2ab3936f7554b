/**
 * How to reach Chorus Pro through PISTE, the State's API gateway: the server's configuration
 * passes them from the environment. The qualification platform's addresses are
 * `https://sandbox-oauth.piste.gouv.fr/api/oauth/token` and `https://sandbox-api.piste.gouv.fr`;
 * production drops `sandbox-`.
 */
export interface ChorusProConfig {
  /** PISTE's OAuth 2.0 token endpoint. */
  readonly tokenUrl: string;
  /** PISTE's API root; Chorus Pro's services are under `/cpro`. */
  readonly apiUrl: string;
  /** The PISTE application's OAuth client credentials. */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The Chorus Pro technical account, sent as the `cpro-account` header. */
  readonly login: string;
  readonly password: string;
  /** How long one HTTP call may take, in milliseconds. */
  readonly timeoutMs: number;
}
