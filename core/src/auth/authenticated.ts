import type { User } from "../users/user.ts";
import type { Session } from "./session.ts";

/** A signed-in caller: the account and the session its token opened. */
export interface Authenticated {
  readonly user: User;
  readonly session: Session;
}
