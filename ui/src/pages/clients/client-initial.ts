/** The letter on a client's card: the first character of the name, upper-cased; "?" for none. */
export const clientInitial = (name: string): string =>
  Array.from(name.trim())[0]?.toLocaleUpperCase() ?? "?";
