import type {
  BrazilSettings,
  BrazilSettingsCountry,
  NfeEnvironment,
  TaxRegime,
} from "@invoicing/core";

/** The Brazil settings form: text as typed, the choices, the auto-send switch. */
export type BrazilSettingsValues = {
  readonly cnpj: string;
  readonly cpf: string;
  readonly inscricaoEstadual: string;
  readonly inscricaoMunicipal: string;
  readonly companyName: string;
  readonly address: string;
  readonly number: string;
  readonly complement: string;
  readonly district: string;
  /** The municipality's name, IBGE's once picked. */
  readonly city: string;
  readonly municipalityCode: string;
  readonly uf: string;
  readonly postalCode: string;
  readonly country: BrazilSettingsCountry;
  readonly regime: TaxRegime;
  readonly autoSendToSEFAZ: boolean;
  readonly defaultNFeEnvironment: NfeEnvironment;
  readonly naturezaOperacao: string;
  readonly codigoCFOP: string;
  /** The NF-e série as typed. */
  readonly nfeSerie: string;
};

/**
 * The form of saved settings, or of the defaults (docs/PRODUCT-RULES.md#e-invoicing-brazil) before
 * the first save.
 */
export const brazilSettingsValues = (settings: BrazilSettings | null): BrazilSettingsValues => ({
  cnpj: settings?.cnpj ?? "",
  cpf: settings?.cpf ?? "",
  inscricaoEstadual: settings?.inscricaoEstadual ?? "",
  inscricaoMunicipal: settings?.inscricaoMunicipal ?? "",
  companyName: settings?.companyName ?? "",
  address: settings?.address ?? "",
  number: settings?.number ?? "",
  complement: settings?.complement ?? "",
  district: settings?.district ?? "",
  city: settings?.city ?? "",
  municipalityCode: settings?.municipalityCode ?? "",
  uf: settings?.uf ?? "",
  postalCode: formatCep(settings?.postalCode ?? ""),
  country: settings?.country ?? "Brazil",
  regime: settings?.regime ?? "simplesNacional",
  autoSendToSEFAZ: settings?.autoSendToSEFAZ ?? false,
  defaultNFeEnvironment: settings?.defaultNFeEnvironment ?? "homologation",
  naturezaOperacao: settings?.naturezaOperacao ?? "Venda",
  codigoCFOP: settings?.codigoCFOP ?? "5102",
  nfeSerie: String(settings?.nfeSerie ?? 1),
});

/**
 * The settings body of the form: the série as a number (an empty or non-numeric one as NaN, which
 * the série's rule refuses), everything else as typed.
 */
export const brazilSettingsBody = (values: BrazilSettingsValues) => {
  const serie = values.nfeSerie.trim();
  return {
    settings: { ...values, nfeSerie: /^\d+$/u.test(serie) ? Number(serie) : Number.NaN },
  };
};

const SETTINGS_PREFIX = "settings.";

/**
 * The problems of a settings body (`settings.cnpj` → key), from the core's schema or the server,
 * keyed by the form's field names.
 */
export const settingsFieldErrors = (
  fields: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(fields).map(([path, key]) => [
      path.startsWith(SETTINGS_PREFIX) ? path.slice(SETTINGS_PREFIX.length) : path,
      key,
    ]),
  );

/**
 * A CEP as it is typed, shown as `XXXXX-XXX` (docs/PRODUCT-RULES.md#e-invoicing-brazil): the hyphen
 * comes by itself after five digits; anything but digits is dropped.
 */
export const formatCep = (typed: string): string => {
  const digits = typed.replace(/\D/gu, "").slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};
