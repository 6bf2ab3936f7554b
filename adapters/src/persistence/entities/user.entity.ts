import { defineEntity, p } from "@mikro-orm/core";

/** A registered account; the e-mail is stored lower-cased so its unique index is case-insensitive. */
export const UserSchema = defineEntity({
  name: "User",
  tableName: "users",
  properties: {
    id: p.uuid().primary(),
    email: p.text().unique("users_email_unique").check("email = lower(email)"),
    passwordHash: p.text(),
    firstName: p.text(),
    lastName: p.text(),
    companyName: p.text().nullable(),
    phone: p.text().nullable(),
    address: p.text().nullable(),
    logo: p.text().nullable(),
    currency: p.text(),
    language: p.text(),
    timeZone: p.text(),
    creditNotePrefix: p.text().default("CN-"),
    sandboxMode: p.boolean().default(false),
    role: p.enum(["user", "admin"]).default("user"),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
