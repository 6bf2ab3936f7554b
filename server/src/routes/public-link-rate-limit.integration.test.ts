import { Clock, PAY_LINK_RATE_LIMIT, QUOTE_LINK_RATE_LIMIT } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startTestServer,
  type TestResponse,
  type TestServer,
} from "../../testing/start-test-server.ts";

// Tokens of the generator's shape that open nothing: counted as a real one is.
const tokenOf = (n: number) => `${"x".repeat(40)}${String(n).padStart(3, "0")}`;

describeEachBackend("the public links' rate limits", (backend) => {
  let server: TestServer;
  let now = Date.parse("2026-11-27T10:00:05.000Z");

  beforeAll(async () => {
    server = await startTestServer(backend, {
      clock: Layer.succeed(Clock, { now: Effect.sync(() => new Date(now).toISOString()) }),
    });
  }, 60_000);
  afterAll(() => server?.close());

  const open = (token: string) => server.request("GET", `/api/pay/${token}`);

  const expectLimited = (
    response: TestResponse,
    retryAfter: string,
    code = "paylinks.errors.ratelimited",
  ) => {
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ code });
    expect(response.headers.get("retry-after")).toBe(retryAfter);
  };

  it("answers 429 with a key past the token's ceiling in a minute, per token and per address, until the next minute", async () => {
    for (let i = 0; i < PAY_LINK_RATE_LIMIT.perToken; i += 1) {
      expect((await open(tokenOf(1))).status).toBe(404);
    }
    expectLimited(await open(tokenOf(1)), "55");
    expect(
      (await server.request("POST", `/api/pay/${tokenOf(1)}/payments/create-intent`)).status,
    ).toBe(429);

    // Another token from the same address goes on until the address's ceiling.
    const left = PAY_LINK_RATE_LIMIT.perAddress - PAY_LINK_RATE_LIMIT.perToken - 2;
    for (let i = 0; i < left; i += 1) {
      expect((await open(tokenOf(2))).status).toBe(404);
    }
    now += 20_000;
    expectLimited(await open(tokenOf(3)), "35");

    now += 35_000;
    expect((await open(tokenOf(1))).status).toBe(404);
    expect((await open(tokenOf(3))).status).toBe(404);
  }, 60_000);

  it("limits a quote's client link the same way, on its read, PDF and answer, counted apart from pay links", async () => {
    now = Date.parse("2026-11-27T10:05:10.000Z");
    const quoteLink = (token: string, suffix = "") =>
      server.request("GET", `/api/quote-links/${token}${suffix}`);
    for (let i = 0; i < QUOTE_LINK_RATE_LIMIT.perToken; i += 1) {
      expect((await quoteLink(tokenOf(1), i % 2 === 0 ? "" : "/pdf")).status).toBe(404);
    }
    expectLimited(await quoteLink(tokenOf(1)), "50", "quotes.errors.ratelimited");
    expectLimited(await quoteLink(tokenOf(1), "/pdf"), "50", "quotes.errors.ratelimited");
    const answer = await server.request("POST", `/api/quote-links/${tokenOf(1)}/answer`, {
      json: { answer: "accept" },
    });
    expectLimited(answer, "50", "quotes.errors.ratelimited");
    // The same token as a pay link is another link: its count starts afresh.
    expect((await open(tokenOf(1))).status).toBe(404);

    now += 50_000;
    expect((await quoteLink(tokenOf(1))).status).toBe(404);
  }, 60_000);
});
