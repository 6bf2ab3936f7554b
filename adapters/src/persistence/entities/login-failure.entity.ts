import { defineEntity, p } from "@mikro-orm/core";

/**
 * A failed sign-in, counted under the e-mail tried or the caller's address; the throttle reads
 * the failures of one key within a recent window, which the index serves.
 */
export const LoginFailureSchema = defineEntity({
  name: "LoginFailure",
  tableName: "login_failures",
  properties: {
    id: p.bigint("number").primary().autoincrement(),
    kind: p.enum(["email", "address"]),
    key: p.text(),
    at: p.datetime(),
  },
  indexes: [{ name: "login_failures_kind_key_at_index", properties: ["kind", "key", "at"] }],
});

export class LoginFailure extends LoginFailureSchema.class {}
LoginFailureSchema.setClass(LoginFailure);
