import type { BackendModule } from "i18next";
import type { Catalogue } from "./catalogue.ts";

const catalogues = import.meta.glob<Catalogue>("./locales/*/index.ts", { import: "default" });

/** An i18next backend that fetches a language's catalogue chunk the first time it is needed. */
export const catalogueBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = catalogues[`./locales/${language}/index.ts`];
    if (load === undefined) {
      callback(new Error(`No catalogue for language "${language}"`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
