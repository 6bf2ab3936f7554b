// @vitest-environment happy-dom
import { Schema } from "effect";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { API_TIMEOUT_MS, api, apiUrl, onUnauthorized } from "./client.ts";
import { sandboxFlag } from "./sandbox-flag.ts";
import { tokenStore } from "./token-store.ts";

const fetchMock = vi.fn<typeof fetch>();

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

const Created = Schema.Struct({ id: Schema.String });

const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  onUnauthorized(() => undefined);
});

describe("apiUrl", () => {
  it("puts the path under /api and leaves empty query parameters out", () => {
    expect(apiUrl("/invoices", { q: "acme", status: "", page: 2, sort: undefined })).toBe(
      "/api/invoices?q=acme&page=2",
    );
  });
});

describe("api", () => {
  it("sends JSON with the stored bearer token and reads the JSON answer", async () => {
    tokenStore.save("t0ken", true);
    fetchMock.mockResolvedValue(answer(200, { id: "c1" }));
    await expect(api.post(Created, "/clients", { name: "Acme" })).resolves.toEqual({ id: "c1" });
    const { url, init, headers } = sentRequest();
    expect(url).toBe("/api/clients");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"name":"Acme"}');
    expect(headers.get("Authorization")).toBe("Bearer t0ken");
    expect(headers.get("Content-Type")).toBe("application/json");
  });

  it("says on every call whether this browser's sandbox flag is on", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, { id: "c1" })));
    await api.get(Created, "/clients/c1");
    sandboxFlag.save(true);
    await api.send("POST", "/e-invoice/brazil/submit", { invoiceId: "i1" });
    sandboxFlag.save(false);
    await api.send("DELETE", "/clients/c1");
    expect(
      fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("x-sandbox-mode")),
    ).toEqual(["false", "true", "false"]);
  });

  it("reads the token of a session not remembered from sessionStorage", async () => {
    tokenStore.save("tab-only", false);
    fetchMock.mockResolvedValue(answer(204));
    await expect(api.send("DELETE", "/clients/c1")).resolves.toBeUndefined();
    expect(sentRequest().headers.get("Authorization")).toBe("Bearer tab-only");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("turns an error body into an ApiError with its code, message and fields", async () => {
    fetchMock.mockResolvedValue(
      answer(422, {
        success: false,
        code: "common.errors.validation",
        message: "Some fields are invalid.",
        fields: { name: "clients.namerequired" },
      }),
    );
    const error = await api.post(Created, "/clients", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      failure: "response",
      status: 422,
      code: "common.errors.validation",
      message: "Some fields are invalid.",
      fields: { name: "clients.namerequired" },
    });
  });

  it("on a 401 to a call with a token, forgets the token and signs the browser out", async () => {
    tokenStore.save("expired", true);
    const signedOut = vi.fn();
    onUnauthorized(signedOut);
    fetchMock.mockResolvedValue(answer(401, { success: false, code: "auth.unauthenticated" }));
    await expect(api.get(Created, "/dashboard")).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.read()).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it("leaves a failed sign-in (401 without a token) to the form", async () => {
    const signedOut = vi.fn();
    onUnauthorized(signedOut);
    fetchMock.mockResolvedValue(answer(401, { success: false, code: "auth.invalidcredentials" }));
    await expect(api.send("POST", "/auth/login", {})).rejects.toMatchObject({
      code: "auth.invalidcredentials",
    });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it("reports an unreachable server as a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api.get(Created, "/clients")).rejects.toMatchObject({
      failure: "network",
      status: 0,
    });
  });

  it("gives up after 10 seconds with a timeout failure", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    );
    const call = api.get(Created, "/dashboard").catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ failure: "timeout" });
  });

  it("lets a caller's abort through as itself, not as a failure to show", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    );
    const call = api.get(Created, "/clients", { signal: controller.signal });
    controller.abort(new Error("left the page"));
    await expect(call).rejects.toThrow("left the page");
  });

  it("refuses an answer the core's schema does not decode, as an error the screen can show", async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 42 }));
    await expect(api.get(Created, "/clients/c1")).rejects.toMatchObject({
      failure: "answer",
      status: 200,
      code: "common.errors.unreadableanswer",
    });
  });

  it("refuses an answer that is not JSON as unreadable", async () => {
    fetchMock.mockResolvedValue(new Response("<html>proxy</html>", { status: 200 }));
    await expect(api.get(Created, "/clients/c1")).rejects.toMatchObject({
      failure: "answer",
      code: "common.errors.unreadableanswer",
    });
  });

  it("downloads a file with the name the server suggests", async () => {
    fetchMock.mockResolvedValue(
      new Response("%PDF", {
        status: 200,
        headers: { "Content-Disposition": 'attachment; filename="invoice-INV-001.pdf"' },
      }),
    );
    const file = await api.download("/invoices/i1/pdf");
    expect(file.filename).toBe("invoice-INV-001.pdf");
    await expect(file.blob.text()).resolves.toBe("%PDF");
  });
});
