const KEY = "sandboxMode";

/**
 * This browser's copy of the account's sandbox mode (docs/PRODUCT-RULES.md#sandbox: the toggle
 * stores it locally), so that every call, the first one after a reload included, says it in
 * `x-sandbox-mode`. The session keeps it equal to the signed-in user's `settings.sandboxMode`.
 */
export const sandboxFlag = {
  read: (): boolean => localStorage.getItem(KEY) === "true",
  save: (on: boolean): void => localStorage.setItem(KEY, String(on)),
  clear: (): void => localStorage.removeItem(KEY),
};
