/**
 * True when a client's name, e-mail or company contains the search text, case-insensitively
 * (docs/PRODUCT-RULES.md#clients); blank search text matches every client. Repositories must filter
 * the same way.
 */
export const clientMatches = (
  client: { readonly name: string; readonly email: string; readonly company: string | null },
  search: string,
): boolean => {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return true;
  return [client.name, client.email, client.company ?? ""].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
};
