import type { AuthResponse } from "@invoicing/core";

/** An answer as the tests read it. */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The parsed JSON body, or the text when the body is not JSON, or null when empty. */
  readonly body: unknown;
  readonly bytes: Uint8Array;
}

/** Options of one request. */
export interface RequestOptions {
  readonly token?: string;
  /** A JSON body (sent with `Content-Type: application/json`). */
  readonly json?: unknown;
  /** A raw body, sent as is with the given headers. */
  readonly body?: RequestInit["body"];
  readonly headers?: Readonly<Record<string, string>>;
}

/** A signed-up test account. */
export interface TestAccount extends AuthResponse {
  readonly password: string;
}

/** Requests to one running server, in-process or spawned. */
export interface ApiClient {
  readonly request: (
    method: string,
    path: string,
    options?: RequestOptions,
  ) => Promise<TestResponse>;
  /** Registers a new account with a unique e-mail and answers its token, user and password. */
  readonly signUp: (fields?: Readonly<Record<string, unknown>>) => Promise<TestAccount>;
}

let accounts = 0;

const readBody = (text: string, contentType: string | null): unknown => {
  if (text === "") return null;
  return contentType?.includes("application/json") ? JSON.parse(text) : text;
};

/**
 * A client of the server at `url`; `inspect` sees every answer below 400 (the in-process test
 * server checks them against the OpenAPI document).
 */
export const apiClient = (
  url: string,
  inspect: (method: string, path: string, response: TestResponse) => void = () => undefined,
): ApiClient => {
  const request = async (method: string, requestPath: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
    let body: RequestInit["body"] = options.body;
    if (options.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    const answer = await fetch(`${url}${requestPath}`, { method, headers, body: body ?? null });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const response: TestResponse = {
      status: answer.status,
      headers: answer.headers,
      body: readBody(new TextDecoder().decode(bytes), answer.headers.get("content-type")),
      bytes,
    };
    if (response.status < 400) inspect(method, requestPath, response);
    return response;
  };

  const signUp = async (fields: Readonly<Record<string, unknown>> = {}): Promise<TestAccount> => {
    accounts += 1;
    const password = "correct horse battery";
    const response = await request("POST", "/api/auth/register", {
      json: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: `ada-${process.pid}-${accounts}-${Date.now()}@example.com`,
        password,
        confirmPassword: password,
        ...fields,
      },
    });
    if (response.status !== 201) {
      throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return { ...(response.body as AuthResponse), password };
  };

  return { request, signUp };
};
