import { Result } from "effect";
import { ValidationFailed } from "../errors/validation-failed.ts";
import type { CatalogueItem } from "./catalogue-item.ts";

/** The ids of the catalogue entries some lines were picked from, each once. */
export const pickedCatalogueIds = (
  lines: ReadonlyArray<{ readonly catalogueItemId?: string | null | undefined }>,
): ReadonlyArray<string> => [
  ...new Set(lines.flatMap((line) => (line.catalogueItemId ? [line.catalogueItemId] : []))),
];

/**
 * Lines with what they keep of the catalogue entry they were picked from: its NCM and sale CFOP,
 * which the NF-e writes (docs/PRODUCT-RULES.md#catalogue). A line naming an entry that is not among `catalogue`
 * (the user's entries) fails with catalogue.errors.notfound at its `catalogueItemId`.
 */
export const linkCatalogueLines = <
  Line extends { readonly catalogueItemId?: string | null | undefined },
>(
  lines: ReadonlyArray<Line>,
  catalogue: ReadonlyArray<CatalogueItem>,
): Result.Result<
  Array<Line & { readonly ncm: string | null; readonly cfop: string | null }>,
  ValidationFailed
> => {
  const byId = new Map(catalogue.map((entry) => [entry.id, entry]));
  const fields: Record<string, string> = {};
  const linked = lines.map((line, index) => {
    if (!line.catalogueItemId) return { ...line, catalogueItemId: null, ncm: null, cfop: null };
    const entry = byId.get(line.catalogueItemId);
    if (entry === undefined) fields[`items.${index}.catalogueItemId`] = "catalogue.errors.notfound";
    return { ...line, ncm: entry?.ncm ?? null, cfop: entry?.cfop ?? null };
  });
  return Object.keys(fields).length > 0
    ? Result.fail(new ValidationFailed({ fields }))
    : Result.succeed(linked);
};
