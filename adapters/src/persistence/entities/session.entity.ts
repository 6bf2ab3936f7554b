import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/** A sign-in session, known by the hash of its opaque token (the token itself is never stored). */
export const SessionSchema = defineEntity({
  name: "Session",
  tableName: "sessions",
  properties: {
    tokenHash: p.text().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade").index("sessions_user_id_index"),
    expiresAt: p.datetime(),
    createdAt: p.datetime(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
