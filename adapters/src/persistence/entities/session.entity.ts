import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A sign-in session; only the hash of its opaque token is stored. */
export const SessionSchema = defineEntity({
  name: "Session",
  tableName: "sessions",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade").index("sessions_user_id_index"),
    tokenHash: p.text().unique("sessions_token_hash_unique"),
    rememberMe: p.boolean(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
