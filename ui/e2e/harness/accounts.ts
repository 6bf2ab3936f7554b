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

/**
 * Registers through the form in Brazilian Portuguese, with reais, and waits for the signed-in
 * account menu; answers the account with the session token the page keeps.
 */
export const registerInPortuguese = async (
  page: Page,
  names: { readonly firstName: string; readonly lastName: string; readonly password: string },
): Promise<Account> => {
  await page.goto("/register");
  // The switch above the form comes first; the form has its own language choice below.
  await page.getByLabel("Language").first().selectOption("pt-BR");
  await page.getByRole("heading", { name: "Crie a sua conta" }).waitFor();
  const email = uniqueEmail();
  await page.getByLabel("Nome", { exact: true }).fill(names.firstName);
  await page.getByLabel("Sobrenome").fill(names.lastName);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(names.password);
  await page.getByLabel("Confirme a senha").fill(names.password);
  await page.getByLabel("Moeda padrão").selectOption("BRL");
  await page.getByLabel("Idioma").last().selectOption("pt-BR");
  await page.getByRole("button", { name: "Criar conta" }).click();
  await page
    .getByRole("button", { name: `Menu da conta de ${names.firstName} ${names.lastName}` })
    .waitFor();
  const token = await page.evaluate(
    () => localStorage.getItem("token") ?? sessionStorage.getItem("token") ?? "",
  );
  return { ...names, email, token };
};
