import { type PaSettings, PaSettingsRepository, type UserId } from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import { openBytes, sealBytes } from "../../einvoice/brazil/certificate-vault.ts";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";

interface Row {
  readonly mode: PaSettings["mode"];
  readonly flowServiceUrl: string | null;
  readonly directoryServiceUrl: string | null;
  readonly authKind: PaSettings["authKind"];
  readonly tokenUrl: string | null;
  readonly oauthClient: string | null;
  readonly sealedSecret: string | null;
  readonly organization: string | null;
}

/**
 * `PaSettingsRepository` over the database, the secret sealed under `key` and bound to its
 * owner. Without a key (production without `CERTIFICATE_KEY`), a real PA's secret is not kept:
 * its settings read back without one.
 */
export const PaSettingsRepositoryLive = (database: Database, key: Uint8Array | null) =>
  Layer.succeed(PaSettingsRepository, {
    get: (userId) =>
      runQuery(database, (em) =>
        em.execute<Row[]>(
          `select mode, flow_service_url as "flowServiceUrl",
             directory_service_url as "directoryServiceUrl", auth_kind as "authKind",
             token_url as "tokenUrl", client_id as "oauthClient", sealed_secret as "sealedSecret",
             organization_id as "organization"
           from pa_settings where user_id = ?`,
          [userId],
        ),
      ).pipe(
        Effect.map((rows) =>
          Option.map(Option.fromNullishOr(rows[0]), ({ sealedSecret, ...row }): PaSettings => {
            const opened =
              sealedSecret === null || key === null ? null : openBytes(sealedSecret, key, userId);
            return { ...row, secret: opened === null ? null : opened.toString("utf8") };
          }),
        ),
      ),
    save: (userId, settings) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into pa_settings (user_id, mode, flow_service_url, directory_service_url,
             auth_kind, token_url, client_id, sealed_secret, organization_id, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, now())
           on conflict (user_id) do update set mode = excluded.mode,
             flow_service_url = excluded.flow_service_url,
             directory_service_url = excluded.directory_service_url,
             auth_kind = excluded.auth_kind, token_url = excluded.token_url,
             client_id = excluded.client_id, sealed_secret = excluded.sealed_secret,
             organization_id = excluded.organization_id, updated_at = now()`,
          [
            userId,
            settings.mode,
            settings.flowServiceUrl,
            settings.directoryServiceUrl,
            settings.authKind,
            settings.tokenUrl,
            settings.oauthClient,
            settings.secret === null || key === null
              ? null
              : sealBytes(new TextEncoder().encode(settings.secret), key, userId),
            settings.organization,
          ],
        ),
      ).pipe(Effect.asVoid),
    configuredUsers: runQuery(database, (em) =>
      em.execute<{ user_id: UserId }[]>(`select user_id from pa_settings order by user_id`),
    ).pipe(Effect.map((rows) => rows.map((row) => row.user_id))),
    polledUntil: (userId) =>
      runQuery(database, (em) =>
        em.execute<{ until: string | null }[]>(
          `select ${instantSql("polled_until")} as "until" from pa_settings where user_id = ?`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => rows[0]?.until ?? null)),
    markPolled: (userId, until) =>
      runQuery(database, (em) =>
        em.execute(`update pa_settings set polled_until = ? where user_id = ?`, [until, userId]),
      ).pipe(Effect.asVoid),
    invoicesPolledUntil: (userId) =>
      runQuery(database, (em) =>
        em.execute<{ until: string | null }[]>(
          `select ${instantSql("invoices_polled_until")} as "until" from pa_settings
           where user_id = ?`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => rows[0]?.until ?? null)),
    markInvoicesPolled: (userId, until) =>
      runQuery(database, (em) =>
        em.execute(`update pa_settings set invoices_polled_until = ? where user_id = ?`, [
          until,
          userId,
        ]),
      ).pipe(Effect.asVoid),
    // Without a key the signing key cannot be sealed: no webhook is kept, polling still runs.
    saveWebhook: (userId, webhook) =>
      key === null
        ? Effect.void
        : runQuery(database, (em) =>
            em.execute(
              `insert into pa_webhooks (user_id, hook, webhook_id, sealed_signing_key, created_at)
               values (?, ?, ?, ?, now())
               on conflict (user_id) do update set hook = excluded.hook,
                 webhook_id = excluded.webhook_id,
                 sealed_signing_key = excluded.sealed_signing_key, created_at = now()`,
              [
                userId,
                webhook.hook,
                webhook.webhookId,
                sealBytes(new TextEncoder().encode(webhook.signingKey), key, userId),
              ],
            ),
          ).pipe(Effect.asVoid),
    webhookOf: (hook) =>
      key === null
        ? Effect.succeed(Option.none())
        : runQuery(database, (em) =>
            em.execute<{ userId: UserId; sealed: string }[]>(
              `select user_id as "userId", sealed_signing_key as "sealed"
               from pa_webhooks where hook = ?`,
              [hook],
            ),
          ).pipe(
            // A key that no longer opens (CERTIFICATE_KEY changed) leaves the hook unknown.
            Effect.map((rows) =>
              Option.flatMap(Option.fromNullishOr(rows[0]), ({ userId, sealed }) =>
                Option.map(Option.fromNullishOr(openBytes(sealed, key, userId)), (opened) => ({
                  userId,
                  signingKey: opened.toString("utf8"),
                })),
              ),
            ),
          ),
  });
