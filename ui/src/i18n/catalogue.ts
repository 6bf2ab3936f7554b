/** A language's catalogue: one entry per area file (`auth.json` under `auth`), nested keys inside. */
export type Catalogue = Readonly<Record<string, unknown>>;

/**
 * Builds a language's catalogue from the eagerly imported area files of its folder, keyed by path
 * (`./auth.json`): the file name becomes the top-level key, so `auth.json`'s `emailrequired` is
 * `auth.emailrequired`.
 */
export const catalogueOf = (files: Readonly<Record<string, unknown>>): Catalogue =>
  Object.fromEntries(
    Object.entries(files).map(([path, areaKeys]) => [
      path.replace(/^.*\//u, "").replace(/\.json$/u, ""),
      areaKeys,
    ]),
  );
