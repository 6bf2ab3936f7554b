import { Effect, ManagedRuntime } from "effect";
import { describe, expect, it } from "vitest";
import { effectLogLayer } from "./effect-log-layer.ts";
import { createLogger } from "./logger.ts";

const collecting = (level: Parameters<typeof createLogger>[0]) => {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, logger: createLogger(level, (line) => lines.push(JSON.parse(line))) };
};

describe("createLogger", () => {
  it("writes one JSON object per line with time, level and event", () => {
    const { lines, logger } = collecting("info");
    logger.info("request", { method: "GET", status: 200 });
    expect(lines).toEqual([
      { time: expect.any(String), level: "info", event: "request", method: "GET", status: 200 },
    ]);
  });

  it("drops lines below its level, and everything when silent", () => {
    const warn = collecting("warn");
    warn.logger.info("quiet");
    warn.logger.error("loud");
    expect(warn.lines.map((line) => line.event)).toEqual(["loud"]);
    const silent = collecting("silent");
    silent.logger.error("nothing");
    expect(silent.lines).toEqual([]);
  });
});

describe("effectLogLayer", () => {
  it("sends the use cases' Effect logs to the structured log", async () => {
    const { lines, logger } = collecting("info");
    const runtime = ManagedRuntime.make(effectLogLayer(logger));
    await runtime.runPromise(Effect.logError("mail not sent", { error: "MailFailed" }));
    await runtime.dispose();
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        event: "mail not sent",
        details: '{"error":"MailFailed"}',
      }),
    ]);
  });

  it("puts the fiber's log annotations, such as the request id, on the line", async () => {
    const { lines, logger } = collecting("info");
    const runtime = ManagedRuntime.make(effectLogLayer(logger));
    await runtime.runPromise(
      Effect.logWarning("platform slow").pipe(
        Effect.annotateLogs({ requestId: "req-7", attempt: 2 }),
      ),
    );
    await runtime.dispose();
    expect(lines).toEqual([
      {
        time: expect.any(String),
        level: "warn",
        event: "platform slow",
        requestId: "req-7",
        attempt: 2,
      },
    ]);
  });
});
