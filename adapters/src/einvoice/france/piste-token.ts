import { FrenchPlatformUnavailable } from "@invoicing/core";
import { Clock, Effect, Ref, Schema } from "effect";
import type { ChorusProConfig } from "./chorus-pro-config.ts";

/** An OAuth 2.0 token endpoint and the client credentials it takes. */
export interface ClientCredentials {
  /** Who issues the tokens, as messages name it: `PISTE`, `the PA`. */
  readonly issuer: string;
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The scope asked for, if the issuer wants one. */
  readonly scope: string | null;
  readonly timeoutMs: number;
}

const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  expires_in: Schema.optionalKey(Schema.Finite),
});

// Tokens without a lifetime are taken to last an hour (PISTE's); one is renewed a minute early,
// so none expires on its way.
const DEFAULT_LIFETIME_SECONDS = 3600;
const MARGIN_MS = 60_000;

interface CachedToken {
  readonly value: string;
  readonly expiresAt: number;
}

/** Access tokens (OAuth 2.0 client credentials), fetched once and reused until expiry. */
export interface PisteTokens {
  readonly get: Effect.Effect<string, FrenchPlatformUnavailable>;
  /** Forgets the token, after the API refused it. */
  readonly forget: Effect.Effect<void>;
}

const unavailable = (reason: string) => new FrenchPlatformUnavailable({ reason });

const fetchToken = (config: ClientCredentials) =>
  Effect.gen(function* () {
    const response = yield* Effect.tryPromise({
      try: (signal) =>
        fetch(config.tokenUrl, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: new URLSearchParams({
            grant_type: "client_credentials",
            client_id: config.clientId,
            client_secret: config.clientSecret,
            ...(config.scope === null ? {} : { scope: config.scope }),
          }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
        }),
      catch: (error) => unavailable(`${config.issuer} token request failed: ${String(error)}`),
    });
    if (!response.ok) {
      return yield* Effect.fail(
        unavailable(`${config.issuer} refused the credentials (HTTP ${response.status})`),
      );
    }
    const body = yield* Effect.tryPromise({
      try: () => response.json(),
      catch: () => unavailable(`${config.issuer} answered the token request with no JSON`),
    });
    return yield* Schema.decodeUnknownEffect(TokenResponse)(body).pipe(
      Effect.mapError(() =>
        unavailable(`${config.issuer} answered the token request without a token`),
      ),
    );
  });

/** A token source for `config`, its cache shared by every call made through it. */
export const makeClientCredentialsTokens = (
  config: ClientCredentials,
): Effect.Effect<PisteTokens> =>
  Effect.map(Ref.make<CachedToken | null>(null), (cache) => ({
    get: Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis;
      const cached = yield* Ref.get(cache);
      if (cached !== null && cached.expiresAt > now) return cached.value;
      const token = yield* fetchToken(config);
      const lifetime = (token.expires_in ?? DEFAULT_LIFETIME_SECONDS) * 1000;
      yield* Ref.set(cache, { value: token.access_token, expiresAt: now + lifetime - MARGIN_MS });
      return token.access_token;
    }),
    forget: Ref.set(cache, null),
  }));

/** A PISTE token source (scope `openid`) for Chorus Pro's configuration. */
export const makePisteTokens = (config: ChorusProConfig): Effect.Effect<PisteTokens> =>
  makeClientCredentialsTokens({ ...config, issuer: "PISTE", scope: "openid" });
