/**
 * The header by which the SPA tells the server that sandbox mode is on
 * (docs/PRODUCT-RULES.md#sandbox).
 */
export const SANDBOX_HEADER = "x-sandbox-mode";

/** The `x-sandbox-mode` header: "true" or "false"; anything else counts as absent. */
export const parseSandboxHeader = (value: string | undefined): boolean | undefined => {
  const normalised = value?.trim().toLowerCase();
  if (normalised === "true") return true;
  if (normalised === "false") return false;
  return undefined;
};

/**
 * Whether sandbox mode is on for a request: the account's setting, or the request's
 * `x-sandbox-mode: true`.
 */
export const sandboxModeOn = (
  accountSandboxMode: boolean,
  headerSandboxMode: boolean | undefined,
): boolean => accountSandboxMode || headerSandboxMode === true;

/**
 * Whether submissions and payments must go to the sandbox adapters (docs/PRODUCT-RULES.md#sandbox):
 * when the account's sandbox mode is on, when the request says so, and always when no production
 * credentials are configured. A request can ask for the sandbox but never out of it: the account's
 * setting is the authority.
 */
export const usesSandbox = (context: {
  readonly accountSandboxMode: boolean;
  readonly headerSandboxMode: boolean | undefined;
  readonly productionConfigured: boolean;
}): boolean =>
  sandboxModeOn(context.accountSandboxMode, context.headerSandboxMode) ||
  !context.productionConfigured;
