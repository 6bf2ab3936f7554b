import { FrenchPlatformUnavailable } from "@invoicing/core";
import { Clock, Effect, Ref, Schema } from "effect";
import type { ChorusProConfig } from "./chorus-pro-config.ts";

const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  expires_in: Schema.optionalKey(Schema.Finite),
});

// PISTE tokens last an hour; one is renewed a minute early, so none expires on its way.
const DEFAULT_LIFETIME_SECONDS = 3600;
const MARGIN_MS = 60_000;

interface CachedToken {
  readonly value: string;
  readonly expiresAt: number;
}

/** PISTE access tokens (OAuth 2.0 client credentials), fetched once and reused until expiry. */
export interface PisteTokens {
  readonly get: Effect.Effect<string, FrenchPlatformUnavailable>;
  /** Forgets the token, after the API refused it. */
  readonly forget: Effect.Effect<void>;
}

const unavailable = (reason: string) => new FrenchPlatformUnavailable({ reason });

const fetchToken = (config: ChorusProConfig) =>
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
            scope: "openid",
          }),
          signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
        }),
      catch: (error) => unavailable(`PISTE token request failed: ${String(error)}`),
    });
    if (!response.ok) {
      return yield* Effect.fail(
        unavailable(`PISTE refused the credentials (HTTP ${response.status})`),
      );
    }
    const body = yield* Effect.tryPromise({
      try: () => response.json(),
      catch: () => unavailable("PISTE answered the token request with no JSON"),
    });
    return yield* Schema.decodeUnknownEffect(TokenResponse)(body).pipe(
      Effect.mapError(() => unavailable("PISTE answered the token request without a token")),
    );
  });

/** A PISTE token source for `config`, its cache shared by every call made through it. */
export const makePisteTokens = (config: ChorusProConfig): Effect.Effect<PisteTokens> =>
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
