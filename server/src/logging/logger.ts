import type { LogLevel } from "../config.ts";

/** Fields of one log line: plain values only, never bodies, tokens or passwords. */
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;

/** Writes structured log lines, one JSON object per line. */
export interface Logger {
  readonly info: (event: string, fields?: LogFields) => void;
  readonly warn: (event: string, fields?: LogFields) => void;
  readonly error: (event: string, fields?: LogFields) => void;
}

const rank: Readonly<Record<LogLevel, number>> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 100,
};

/** A logger writing lines at or above `level` through `write` (stdout by default). */
export const createLogger = (
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger => {
  const at =
    (lineLevel: Exclude<LogLevel, "silent">) =>
    (event: string, fields: LogFields = {}): void => {
      if (rank[lineLevel] < rank[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: lineLevel, event, ...fields }));
    };
  return { info: at("info"), warn: at("warn"), error: at("error") };
};

/** A logger that writes nothing. */
export const silentLogger: Logger = createLogger("silent");
