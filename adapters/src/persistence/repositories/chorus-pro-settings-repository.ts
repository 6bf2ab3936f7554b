import { type ChorusProSettings, ChorusProSettingsRepository } from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import { openBytes, sealBytes } from "../../einvoice/brazil/certificate-vault.ts";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";

interface Row {
  readonly tokenUrl: string;
  readonly apiUrl: string;
  readonly clientId: string;
  readonly sealedClientSecret: string | null;
  readonly login: string;
  readonly sealedPassword: string | null;
}

/**
 * `ChorusProSettingsRepository` over the database, the client secret and password sealed under
 * `key` and bound to their owner. Without a key (production without `CERTIFICATE_KEY`) no secret
 * is kept: the account reads back without them, and submissions fall back to the server's.
 */
export const ChorusProSettingsRepositoryLive = (database: Database, key: Uint8Array | null) => {
  const seal = (secret: string | null, userId: string) =>
    secret === null || key === null
      ? null
      : sealBytes(new TextEncoder().encode(secret), key, userId);
  const open = (sealed: string | null, userId: string) => {
    const opened = sealed === null || key === null ? null : openBytes(sealed, key, userId);
    return opened === null ? null : opened.toString("utf8");
  };
  return Layer.succeed(ChorusProSettingsRepository, {
    get: (userId) =>
      runQuery(database, (em) =>
        em.execute<Row[]>(
          `select token_url as "tokenUrl", api_url as "apiUrl", client_id as "clientId",
             sealed_client_secret as "sealedClientSecret", login, sealed_password as "sealedPassword"
           from chorus_pro_settings where user_id = ?`,
          [userId],
        ),
      ).pipe(
        Effect.map((rows) =>
          Option.map(
            Option.fromNullishOr(rows[0]),
            ({ sealedClientSecret, sealedPassword, ...row }): ChorusProSettings => ({
              ...row,
              clientSecret: open(sealedClientSecret, userId),
              password: open(sealedPassword, userId),
            }),
          ),
        ),
      ),
    save: (userId, settings) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into chorus_pro_settings (user_id, token_url, api_url, client_id,
             sealed_client_secret, login, sealed_password, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, now())
           on conflict (user_id) do update set token_url = excluded.token_url,
             api_url = excluded.api_url, client_id = excluded.client_id,
             sealed_client_secret = excluded.sealed_client_secret, login = excluded.login,
             sealed_password = excluded.sealed_password, updated_at = now()`,
          [
            userId,
            settings.tokenUrl,
            settings.apiUrl,
            settings.clientId,
            seal(settings.clientSecret, userId),
            settings.login,
            seal(settings.password, userId),
          ],
        ),
      ).pipe(Effect.asVoid),
  });
};
