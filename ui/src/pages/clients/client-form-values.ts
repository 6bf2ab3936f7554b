import {
  type ClientJson,
  COUNTRY_CODES,
  frenchVatNumberFromSiren,
  isValidSiren,
  isValidSiret,
  sirenOfSiret,
  withoutSpaces,
} from "@invoicing/core";

/**
 * The fields of the structured Brazilian address (docs/PRODUCT-RULES.md#e-invoicing-brazil), in the
 * order the form shows.
 */
export const brazilianAddressFields = [
  "street",
  "number",
  "complement",
  "district",
  "municipalityCode",
  "municipalityName",
  "uf",
  "cep",
] as const;

const clientFormFields = [
  "name",
  "email",
  "company",
  "phone",
  "address",
  "kind",
  "country",
  "siren",
  "siret",
  "vatNumber",
  "cnpj",
  "cpf",
  "inscricaoEstadual",
  ...brazilianAddressFields,
] as const;

/** A field of the client form. */
export type ClientFormField = (typeof clientFormFields)[number];

/** What the client form holds: every field as the text typed (the core's schema decodes it). */
export type ClientFormValues = Readonly<Record<ClientFormField, string>>;

/** The form of a new client: a company, every other field blank. */
export const emptyClientForm: ClientFormValues = {
  ...(Object.fromEntries(clientFormFields.map((field) => [field, ""])) as Record<
    ClientFormField,
    string
  >),
  kind: "company",
};

/** The form filled with a stored client; a field it lacks (null) is blank. */
export const clientFormValues = (client: ClientJson): ClientFormValues =>
  Object.fromEntries(clientFormFields.map((field) => [field, client[field] ?? ""])) as Record<
    ClientFormField,
    string
  >;

/**
 * Whether the Brazilian address section should start unfolded: it holds something, or one of its
 * fields (given as the form's problems, field → key) has a problem.
 */
export const showsBrazilianAddress = (
  values: ClientFormValues,
  errors: Readonly<Record<string, string>> = {},
): boolean =>
  brazilianAddressFields.some((field) => values[field].trim() !== "" || field in errors);

/**
 * The French VAT number that goes with a SIREN (or, when none is typed, a SIRET's), its key
 * computed from the SIREN; undefined while neither is valid.
 */
export const vatNumberOfSiret = (siret: string, siren = ""): string | undefined => {
  const sirenDigits = withoutSpaces(siren);
  if (isValidSiren(sirenDigits)) return frenchVatNumberFromSiren(sirenDigits);
  const digits = withoutSpaces(siret);
  return isValidSiret(digits) ? frenchVatNumberFromSiren(sirenOfSiret(digits)) : undefined;
};

/**
 * The countries a client may be in, blank first (not given), then by their name in `language`
 * (Intl names them, so no catalogue has to).
 */
export const countryChoices = (
  language: string,
  none: string,
): ReadonlyArray<{ readonly value: string; readonly label: string }> => {
  const names = new Intl.DisplayNames([language], { type: "region" });
  const countries = COUNTRY_CODES.map((code) => ({
    value: code as string,
    label: names.of(code) ?? code,
  }));
  return [
    { value: "", label: none },
    ...countries.toSorted((a, b) => a.label.localeCompare(b.label, language)),
  ];
};
