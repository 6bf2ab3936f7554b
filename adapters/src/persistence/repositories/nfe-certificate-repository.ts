import { NfeCertificateRepository, type StoredNfeCertificate } from "@invoicing/core";
import { Effect, Layer, Option } from "effect";
import type { Database } from "../database.ts";
import { runQuery } from "./run-database.ts";
import { instantSql } from "./sql-fragments.ts";

interface CertificateRow {
  readonly sealed: string;
  readonly subject: string;
  readonly cnpj: string | null;
  readonly notBefore: string;
  readonly notAfter: string;
  readonly uploadedAt: string;
}

/** `NfeCertificateRepository` over the database: one row per user, replaced by an upsert. */
export const NfeCertificateRepositoryLive = (database: Database) =>
  Layer.succeed(NfeCertificateRepository, {
    get: (userId) =>
      runQuery(database, (em) =>
        em.execute<CertificateRow[]>(
          `select sealed, subject, cnpj, ${instantSql("not_before")} as "notBefore",
             ${instantSql("not_after")} as "notAfter", ${instantSql("uploaded_at")} as "uploadedAt"
           from nfe_certificates where user_id = ?`,
          [userId],
        ),
      ).pipe(
        Effect.map((rows) =>
          Option.map(
            Option.fromNullishOr(rows[0]),
            ({ sealed, ...info }): StoredNfeCertificate => ({ sealed, info }),
          ),
        ),
      ),

    save: (userId, certificate) =>
      runQuery(database, (em) =>
        em.execute(
          `insert into nfe_certificates (user_id, sealed, subject, cnpj, not_before, not_after,
             uploaded_at)
           values (?, ?, ?, ?, ?, ?, ?)
           on conflict (user_id) do update set
             sealed = excluded.sealed, subject = excluded.subject, cnpj = excluded.cnpj,
             not_before = excluded.not_before, not_after = excluded.not_after,
             uploaded_at = excluded.uploaded_at`,
          [
            userId,
            certificate.sealed,
            certificate.info.subject,
            certificate.info.cnpj,
            certificate.info.notBefore,
            certificate.info.notAfter,
            certificate.info.uploadedAt,
          ],
        ),
      ).pipe(Effect.asVoid),

    remove: (userId) =>
      runQuery(database, (em) =>
        em.execute<Array<{ readonly removed: number }>>(
          `with gone as (delete from nfe_certificates where user_id = ? returning 1)
           select count(*)::int as removed from gone`,
          [userId],
        ),
      ).pipe(Effect.map((rows) => Number(rows[0]?.removed ?? 0) > 0)),
  });
