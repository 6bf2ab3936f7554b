import { Logger as EffectLogger, References } from "effect";
import type { LogFields, Logger } from "./logger.ts";

const text = (part: unknown): string => (typeof part === "string" ? part : JSON.stringify(part));

const plain = (value: unknown): string | number | boolean | null =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? value
    : value === null || value === undefined
      ? null
      : JSON.stringify(value);

/**
 * Sends what use cases log with `Effect.log…` (a reset mail that could not be sent, say) to the
 * server's structured log, so every line has one format. The fiber's log annotations (the request
 * id of the request it serves, the job it runs) become fields of the line.
 */
export const effectLogLayer = (logger: Logger) =>
  EffectLogger.layer([
    EffectLogger.make(({ logLevel, message, fiber }) => {
      const [event = "", ...details] = Array.isArray(message) ? message : [message];
      const annotations = Object.fromEntries(
        Object.entries(fiber.getRef(References.CurrentLogAnnotations)).map(([key, value]) => [
          key,
          plain(value),
        ]),
      );
      const fields: LogFields =
        details.length === 0
          ? annotations
          : { ...annotations, details: details.map(text).join(" ") };
      if (logLevel === "Fatal" || logLevel === "Error") logger.error(text(event), fields);
      else if (logLevel === "Warn") logger.warn(text(event), fields);
      else logger.info(text(event), fields);
    }),
  ]);
