import type { AuthResponse, User } from "@invoicing/core";
import { navigate } from "wouter/use-browser-location";
import { ApiError } from "../api/api-error.ts";
import { authApi } from "../api/auth-api.ts";
import { onUnauthorized } from "../api/client.ts";
import { sandboxFlag } from "../api/sandbox-flag.ts";
import { tokenStore } from "../api/token-store.ts";
import { appStore } from "../app/store.ts";
import { changeLanguage } from "../i18n/change-language.ts";
import { sessionAtom } from "./session.ts";

const becomeMember = async (user: User): Promise<void> => {
  // The profile's language wins over this browser's: it follows the user from device to device.
  await changeLanguage(user.language);
  updateSessionUser(user);
};

/** Settles the session at start: the stored token's user, else nobody. */
export const loadSession = async (): Promise<void> => {
  onUnauthorized(() => appStore.set(sessionAtom, { status: "anonymous" }));
  if (tokenStore.read() === null) {
    appStore.set(sessionAtom, { status: "anonymous" });
    return;
  }
  appStore.set(sessionAtom, { status: "loading" });
  try {
    await becomeMember((await authApi.me()).user);
  } catch (error) {
    // A 401 has already signed the browser out; anything else leaves the token for a retry.
    const rejected = error instanceof ApiError && error.status === 401;
    appStore.set(sessionAtom, { status: rejected ? "anonymous" : "unreachable" });
  }
};

/** Keeps the token of a sign-in or sign-up (for good with remember-me) and signs the user in. */
export const startSession = async (answer: AuthResponse, remember: boolean): Promise<void> => {
  tokenStore.save(answer.token, remember);
  await becomeMember(answer.user);
};

/**
 * Signs out: revokes the session on the server (best effort: the token is forgotten here
 * regardless) and goes to `/login` (docs/PRODUCT-RULES.md#screens).
 */
export const endSession = async (): Promise<void> => {
  try {
    await authApi.logout();
  } catch {
    // Signing out must work offline too; the server's session then expires on its own.
  }
  tokenStore.clear();
  sandboxFlag.clear();
  // Both in one task, so no page renders a visitor at the old, members-only address.
  appStore.set(sessionAtom, { status: "anonymous" });
  navigate("/login");
};

/**
 * Replaces the signed-in user after a sign-in or a profile change, and keeps this browser's
 * sandbox flag equal to the account's.
 */
export const updateSessionUser = (user: User): void => {
  sandboxFlag.save(user.settings.sandboxMode);
  appStore.set(sessionAtom, { status: "member", user });
};
