import type { Account } from "./accounts.ts";
import type { E2eApp } from "./app.ts";

/**
 * Calls the API as `account` (for a test's setup: clients, invoices) and answers the JSON body;
 * an error answer fails the test with its status and body.
 */
export const callApi = async <T>(
  app: E2eApp,
  account: Account,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${account.token}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
};

/**
 * Whether the server has a route for `method path`: an unknown `/api` path answers 404 with the
 * code `common.errors.notfound` (an unknown id of a known route answers another code), and a
 * known path with another method 405.
 */
export const hasApiRoute = async (
  app: E2eApp,
  account: Account,
  method: string,
  path: string,
): Promise<boolean> => {
  const response = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${account.token}`, "Content-Type": "application/json" },
    ...(method === "GET" ? {} : { body: "{}" }),
  });
  if (response.status === 405) return false;
  if (response.status !== 404) return true;
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return body.code !== "common.errors.notfound";
};
