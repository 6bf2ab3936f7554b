/**
 * A label with its `{name}` placeholders replaced by `values`; a placeholder without a value is
 * left as it is, so a missing value shows instead of vanishing.
 */
export const fillLabel = (label: string, values: Readonly<Record<string, string>>): string =>
  label.replace(/\{(\w+)\}/gu, (placeholder, name: string) => values[name] ?? placeholder);

/** The placeholder names a label uses, in order of first use. */
export const labelPlaceholders = (label: string): ReadonlyArray<string> => [
  ...new Set([...label.matchAll(/\{(\w+)\}/gu)].map((match) => match[1] ?? "")),
];
