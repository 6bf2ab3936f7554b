import type { BackendModule } from "i18next";
import i18next from "i18next";
import { areaOf, type Catalogue, catalogueOf } from "./catalogue.ts";
import { type CataloguePart, cataloguePartOf } from "./catalogue-parts.ts";

// Every area file loads lazily; the build puts each language's part into one chunk (vite.config.ts).
const areaFiles = import.meta.glob<unknown>("./locales/*/*.json", { import: "default" });

const loadPart = async (language: string, part: CataloguePart): Promise<Catalogue> => {
  const files = Object.entries(areaFiles).filter(
    ([path]) => path.startsWith(`./locales/${language}/`) && cataloguePartOf(areaOf(path)) === part,
  );
  if (files.length === 0) throw new Error(`No catalogue for language "${language}"`);
  return catalogueOf(
    Object.fromEntries(await Promise.all(files.map(async ([path, load]) => [path, await load()]))),
  );
};

/** The languages whose app part is loaded; once the app has shown, languages load whole. */
const appParts = new Set<string>();
const appLoads = new Map<string, Promise<void>>();

/** Whether `language`'s app part is loaded, so the signed-in app can show in it. */
export const hasAppPart = (language: string): boolean => appParts.has(language);

/** Loads `language`'s app part (once) into i18next, beside the public part the backend read. */
export const loadAppPart = (language: string): Promise<void> => {
  const pending =
    appLoads.get(language) ??
    loadPart(language, "app").then(
      (catalogue) => {
        i18next.addResourceBundle(language, "translation", catalogue, true, false);
        appParts.add(language);
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again when the app next shows.
        appLoads.delete(language);
        throw error;
      },
    );
  appLoads.set(language, pending);
  return pending;
};

/**
 * An i18next backend that fetches a language's catalogue the first time it is needed: the public
 * part only until the signed-in app has shown, the whole catalogue after (a language switch).
 */
export const catalogueBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const whole = appParts.size > 0;
    Promise.all([loadPart(language, "public"), whole ? loadPart(language, "app") : {}]).then(
      ([publicPart, appPart]) => {
        if (whole) appParts.add(language);
        callback(null, { ...publicPart, ...appPart });
      },
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
