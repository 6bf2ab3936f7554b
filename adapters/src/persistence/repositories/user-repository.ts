import {
  EmailTaken,
  normalizeEmail,
  type User,
  type UserCredentials,
  UserNotFound,
  UserRepository,
} from "@invoicing/core";
import { Effect, Layer, Option, Result } from "effect";
import type { Database } from "../database.ts";
import { violates } from "./constraint-violation.ts";
import { onlyRow } from "./only-row.ts";
import { runQuery, runQueryResult } from "./run-database.ts";
import { toUser, type UserRow, userColumns } from "./user-row.ts";
import { isUuid } from "./uuid.ts";

const toCredentials = (row: UserRow): UserCredentials => ({
  user: toUser(row),
  passwordHash: row.passwordHash,
});

const emailTakenOr = (error: unknown): Result.Result<never, EmailTaken> => {
  if (violates(error, "users_email_unique")) return Result.fail(new EmailTaken());
  throw error;
};

/** `UserRepository` over the database; e-mails are stored normalised, unique by index. */
export const UserRepositoryLive = (database: Database) =>
  Layer.succeed(UserRepository, {
    create: (user, passwordHash) =>
      runQueryResult(database, async (em) => {
        try {
          const rows = await em.execute<UserRow[]>(
            `insert into users (id, email, password_hash, first_name, last_name, company_name,
               phone, address, logo, currency, language, time_zone, credit_note_prefix,
               sandbox_mode, role, created_at, updated_at)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, current_timestamp,
               current_timestamp)
             returning ${userColumns("users")}`,
            [
              user.id,
              normalizeEmail(user.email),
              passwordHash,
              user.firstName,
              user.lastName,
              user.companyName,
              user.phone,
              user.address,
              user.logo,
              user.currency,
              user.language,
              user.timeZone,
              user.creditNotePrefix,
              user.settings.sandboxMode,
              user.role,
            ],
          );
          return Result.succeed(toUser(onlyRow(rows)));
        } catch (error) {
          return emailTakenOr(error);
        }
      }),

    findById: (id) =>
      isUuid(id)
        ? runQuery(database, (em) =>
            em.execute<UserRow[]>(`select ${userColumns("users")} from users where id = ?`, [id]),
          ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]).pipe(Option.map(toUser))))
        : Effect.succeed(Option.none()),

    findByEmail: (email) =>
      runQuery(database, (em) =>
        em.execute<UserRow[]>(`select ${userColumns("users")} from users where email = ?`, [
          normalizeEmail(email),
        ]),
      ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]).pipe(Option.map(toCredentials)))),

    getCredentials: (id) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(id)
          ? await em.execute<UserRow[]>(`select ${userColumns("users")} from users where id = ?`, [
              id,
            ])
          : [];
        const row = rows[0];
        return row === undefined
          ? Result.fail(new UserNotFound({ userId: id }))
          : Result.succeed(toCredentials(row));
      }),

    // The role, the password and the logo are not profile fields: each has its own way in.
    update: (user) =>
      runQueryResult(
        database,
        async (em): Promise<Result.Result<User, UserNotFound | EmailTaken>> => {
          if (!isUuid(user.id)) return Result.fail(new UserNotFound({ userId: user.id }));
          try {
            const rows = await em.execute<UserRow[]>(
              `update users set email = ?, first_name = ?, last_name = ?, company_name = ?,
               phone = ?, address = ?, currency = ?, language = ?, time_zone = ?,
               credit_note_prefix = ?, sandbox_mode = ?, updated_at = current_timestamp
             where id = ?
             returning ${userColumns("users")}`,
              [
                normalizeEmail(user.email),
                user.firstName,
                user.lastName,
                user.companyName,
                user.phone,
                user.address,
                user.currency,
                user.language,
                user.timeZone,
                user.creditNotePrefix,
                user.settings.sandboxMode,
                user.id,
              ],
            );
            const row = rows[0];
            return row === undefined
              ? Result.fail(new UserNotFound({ userId: user.id }))
              : Result.succeed(toUser(row));
          } catch (error) {
            return emailTakenOr(error);
          }
        },
      ),

    // One statement: the new hash and the end of the other sessions commit together.
    setPassword: (id, passwordHash, keepSession) =>
      runQueryResult(database, async (em) => {
        if (!isUuid(id)) return Result.fail(new UserNotFound({ userId: id }));
        const rows = await em.execute<{ updated: number | string }[]>(
          `with updated as (
             update users set password_hash = ?, updated_at = current_timestamp
             where id = ? returning id
           ), ended as (
             delete from sessions
             where user_id in (select id from updated) and (?::text is null or token_hash <> ?)
           )
           select count(*) as updated from updated`,
          [passwordHash, id, keepSession, keepSession],
        );
        return Number(rows[0]?.updated) === 1
          ? Result.succeed(undefined)
          : Result.fail(new UserNotFound({ userId: id }));
      }),

    // The row lock of the subquery makes the answered previous logo the one this update replaced.
    setLogo: (id, logo) =>
      runQueryResult(database, async (em) => {
        if (!isUuid(id)) return Result.fail(new UserNotFound({ userId: id }));
        const rows = await em.execute<(UserRow & { previousLogo: string | null })[]>(
          `update users set logo = ?, updated_at = current_timestamp
           from (select id, logo from users where id = ? for update) previous
           where users.id = previous.id
           returning previous.logo as "previousLogo", ${userColumns("users")}`,
          [logo, id],
        );
        const row = rows[0];
        return row === undefined
          ? Result.fail(new UserNotFound({ userId: id }))
          : Result.succeed({ user: toUser(row), previousLogo: row.previousLogo });
      }),

    hasAny: runQuery(database, (em) =>
      em.execute<{ any: boolean }[]>(`select exists (select 1 from users) as "any"`),
    ).pipe(Effect.map((rows) => rows[0]?.any === true)),
  });
