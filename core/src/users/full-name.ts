/** The display name of a person: first and last name joined, either one possibly empty. */
export const fullName = (firstName: string, lastName: string): string =>
  [firstName.trim(), lastName.trim()].filter((part) => part !== "").join(" ");
