import { readdirSync, readFileSync } from "node:fs";
import { hasErrorMessage } from "../src/i18n/error-message.ts";

const uiCatalogue = new URL("../../ui/src/i18n/locales/en/", import.meta.url);

const flatten = (prefix: string, value: unknown): ReadonlyArray<string> =>
  typeof value === "object" && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(`${prefix}.${key}`, inner))
    : [prefix];

/** Every key of the interface's English catalogue (`auth.emailrequired`, …). */
const interfaceKeys: ReadonlySet<string> = new Set(
  readdirSync(uiCatalogue)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) =>
      flatten(
        file.replace(/\.json$/u, ""),
        JSON.parse(readFileSync(new URL(file, uiCatalogue), "utf8")),
      ),
    ),
);

/**
 * Whether an error body's `fields` value is a message key someone can show: one of the
 * interface's catalogue or of the server's.
 */
export const isMessageKey = (key: unknown): boolean =>
  typeof key === "string" && (interfaceKeys.has(key) || hasErrorMessage(key));
