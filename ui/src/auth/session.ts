import type { User } from "@invoicing/core";
import { atom } from "jotai";

/** Who is using the app: not known yet, nobody, a signed-in user, or the server is unreachable. */
export type Session =
  | { readonly status: "loading" }
  | { readonly status: "anonymous" }
  | { readonly status: "member"; readonly user: User }
  | { readonly status: "unreachable" };

/** The session of this tab; it starts loading and is settled by `loadSession`. */
export const sessionAtom = atom<Session>({ status: "loading" });

/** The signed-in user, or undefined. */
export const userAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === "member" ? session.user : undefined;
});
