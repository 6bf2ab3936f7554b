import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A mailed password reset link, stored as the hash of its token; it works once, for an hour. */
export const PasswordResetTokenSchema = defineEntity({
  name: "PasswordResetToken",
  tableName: "password_reset_tokens",
  properties: {
    tokenHash: p.text().primary(),
    user: () =>
      p.manyToOne(User).ref().deleteRule("cascade").index("password_reset_tokens_user_id_index"),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {}
PasswordResetTokenSchema.setClass(PasswordResetToken);
