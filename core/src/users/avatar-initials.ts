const initialOf = (text: string | undefined): string =>
  Array.from(text?.trim() ?? "")[0]?.toUpperCase() ?? "";

/**
 * The avatar's letters (docs/PRODUCT-RULES.md#screens): the initials of first and last name, else
 * the first name's initial, else the e-mail's, else "U".
 */
export const avatarInitials = (person: {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly email?: string | undefined;
}): string => {
  const first = initialOf(person.firstName);
  const last = initialOf(person.lastName);
  if (first !== "" && last !== "") return `${first}${last}`;
  return first || initialOf(person.email) || "U";
};
