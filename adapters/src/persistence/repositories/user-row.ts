import { fullName, type User } from "@invoicing/core";

/** A `users` row as the repositories select it (`userColumns`). */
export interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly role: User["role"];
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string | null;
  readonly phone: string | null;
  readonly address: string | null;
  readonly logo: string | null;
  readonly currency: User["currency"];
  readonly language: User["language"];
  readonly timeZone: User["timeZone"];
  readonly creditNotePrefix: User["creditNotePrefix"];
  readonly sandboxMode: boolean;
  readonly passwordHash: string;
}

/** The columns of a `UserRow`, read from the `users` table named `table`. */
export const userColumns = (table: string): string =>
  `${table}.id, ${table}.email, ${table}.role, ${table}.first_name as "firstName",
   ${table}.last_name as "lastName", ${table}.company_name as "companyName", ${table}.phone,
   ${table}.address, ${table}.logo, ${table}.currency, ${table}.language,
   ${table}.time_zone as "timeZone", ${table}.credit_note_prefix as "creditNotePrefix",
   ${table}.sandbox_mode as "sandboxMode",
   ${table}.password_hash as "passwordHash"`;

/** The account a `UserRow` holds. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: fullName(row.firstName, row.lastName),
  email: row.email,
  role: row.role,
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName,
  phone: row.phone,
  address: row.address,
  logo: row.logo,
  currency: row.currency,
  language: row.language,
  timeZone: row.timeZone,
  creditNotePrefix: row.creditNotePrefix,
  settings: { sandboxMode: row.sandboxMode },
});
