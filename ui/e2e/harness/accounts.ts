import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";

/** An account opened for a test, with what it takes to sign in. */
export interface Account {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
}

/** A new, unique e-mail address on the reserved example.com domain. */
export const uniqueEmail = (): string => `e2e-${randomUUID()}@example.com`;

/**
 * Opens an account through the API (faster than the form, for tests about other screens). The
 * fields default to a plausible user; `overrides` change any of them.
 */
export const registerAccount = async (
  url: string,
  overrides: Partial<Omit<Account, "token">> & { readonly language?: string } = {},
): Promise<Account> => {
  const fields = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail(),
    password: "correct horse battery",
    ...overrides,
  };
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...fields, confirmPassword: fields.password, timeZone: "Europe/Paris" }),
  });
  if (!response.ok)
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { ...fields, token };
};

/**
 * Signs the page in as `account` by storing its session token the way remember-me does, then
 * opens `path`.
 */
export const openSignedIn = async (page: Page, account: Account, path = "/"): Promise<void> => {
  await page.goto("/login");
  await page.evaluate((token) => localStorage.setItem("token", token), account.token);
  await page.goto(path);
};
