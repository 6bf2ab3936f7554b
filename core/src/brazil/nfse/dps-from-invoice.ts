import { Result } from "effect";
import { type Client, NO_BRAZILIAN_IDENTITY } from "../../clients/client.ts";
import type { InvoiceItem } from "../../invoices/invoice-item.ts";
import type { BrazilSettings, TaxRegime } from "../../settings/brazil-settings.ts";
import type { NfseSettings } from "../../settings/nfse-settings.ts";
import { normaliseCep } from "../cep.ts";
import { ibgeMunicipality } from "../ibge/ibge-municipalities.ts";
import { nfeText } from "../nfe/nfe-text.ts";
import { nfeDateTime } from "../nfe/nfe-time.ts";
import type {
  DpsDocument,
  DpsIbsCbs,
  DpsNationalAddress,
  DpsProvider,
  DpsTaker,
  OpSimpNac,
} from "./dps-document.ts";
import { dpsId, MAX_NDPS } from "./dps-id.ts";
import type { DpsBuildInput, DpsLineService } from "./dps-options.ts";
import {
  type DpsBuildError,
  NfseCurrencyNotBrl,
  NfsePrerequisitesMissing,
  NfseSettingsMissing,
} from "./nfse-errors.ts";

/** Problems found so far: field path → i18n key. */
type Problems = Record<string, string>;

const DEFAULT_VERSION = "Invoicing 1.0";
const VERSION_MAX = 20;
const NAME_MAX = 300;
const STREET_MAX = 255;
const ADDRESS_PART_MAX = 60;
const IM_MAX = 15;
const EMAIL_MAX = 80;
const NIF_MAX = 40;
const DESCRIPTION_MAX = 2000;
const NUMERIC_CNPJ = /^\d{14}$/u;

/** The opSimpNac of each regime of the settings. */
export const OP_SIMP_NAC_OF_REGIME: Readonly<Record<TaxRegime, OpSimpNac>> = {
  normal: 1,
  mei: 2,
  simplesNacional: 3,
};

// cIndOp 100301 (a service rendered and consumed in Brazil) with CST 000 and cClassTrib 000001
// (full taxation), as the national sample writes them; the Sefin computes rates and amounts.
const IBS_CBS_OPERATION = "100301";
const IBS_CBS_CST = "000";
const IBS_CBS_CLASSIFICATION = "000001";

const optionalText = (value: string | null, max: number): string | null => {
  const text = nfeText(value ?? "", max);
  return text === "" ? null : text;
};

const provider = (
  problems: Problems,
  settings: BrazilSettings,
  nfse: NfseSettings,
): DpsProvider => {
  // The DPS schemas of 2026 take numeric CNPJs only (TSCNPJ); the alphanumeric ones come later.
  if (!NUMERIC_CNPJ.test(settings.cnpj)) problems["seller.cnpj"] = "brazil.nfse.seller.cnpjnumeric";
  const opSimpNac = OP_SIMP_NAC_OF_REGIME[settings.regime];
  return {
    cnpj: settings.cnpj,
    im: optionalText(settings.inscricaoMunicipal, IM_MAX),
    opSimpNac,
    regApTribSN: opSimpNac === 3 ? nfse.simplesApuracao : null,
    regEspTrib: nfse.specialRegime,
  };
};

/** The taker's Brazilian address when every part of it is known, else null (it is optional). */
const nationalAddress = (client: Client): DpsNationalAddress | null => {
  const brazil = client.brazil ?? NO_BRAZILIAN_IDENTITY;
  const street = optionalText(brazil.street, STREET_MAX);
  const number = optionalText(brazil.number, ADDRESS_PART_MAX);
  const district = optionalText(brazil.district, ADDRESS_PART_MAX);
  const municipality =
    brazil.municipalityCode === null ? undefined : ibgeMunicipality(brazil.municipalityCode);
  if (
    street === null ||
    number === null ||
    district === null ||
    municipality === undefined ||
    brazil.cep === null
  ) {
    return null;
  }
  return {
    municipalityCode: municipality.code,
    cep: normaliseCep(brazil.cep),
    street,
    number,
    complement: optionalText(brazil.complement, ADDRESS_PART_MAX),
    district,
  };
};

/**
 * The taker: the client's CNPJ (else CPF) with its address when complete; a client of another
 * country without either, as a foreigner with its VAT number as NIF where known.
 */
const taker = (problems: Problems, client: Client): DpsTaker | null => {
  const brazil = client.brazil ?? NO_BRAZILIAN_IDENTITY;
  const name = nfeText(client.company ?? client.name, NAME_MAX);
  if (name === "") problems["client.name"] = "brazil.nfse.taker.namerequired";
  const email = optionalText(client.email, EMAIL_MAX);
  const id =
    brazil.cnpj !== null
      ? ({ kind: "cnpj", value: brazil.cnpj } as const)
      : brazil.cpf !== null
        ? ({ kind: "cpf", value: brazil.cpf } as const)
        : null;
  if (id !== null) {
    if (id.kind === "cnpj" && !NUMERIC_CNPJ.test(id.value)) {
      problems["client.cnpj"] = "brazil.nfse.taker.cnpjnumeric";
    }
    return { ...id, name, address: nationalAddress(client), email };
  }
  if (client.country !== null && client.country !== "BR") {
    return { kind: "foreign", nif: optionalText(client.vatNumber, NIF_MAX), name, email };
  }
  problems["client.cnpj"] = "brazil.nfse.taker.documentrequired";
  return null;
};

/** The one value every line agrees on, or a problem at each line that differs from the first. */
const agreed = <T>(
  problems: Problems,
  items: ReadonlyArray<InvoiceItem>,
  read: (item: InvoiceItem) => T,
  field: string,
  key: string,
): T | undefined => {
  const [first] = items;
  if (first === undefined) return undefined;
  const value = read(first);
  items.forEach((item, index) => {
    if (read(item) !== value) problems[`items.${index}.${field}`] = key;
  });
  return value;
};

const lineDescription = (item: InvoiceItem): string => {
  const text = nfeText(item.description, DESCRIPTION_MAX);
  return item.quantity === 1 ? text : `${text} (${item.quantity})`;
};

/** xDescServ: each line on its own line, then the invoice it documents and its notes. */
const serviceDescription = (
  items: ReadonlyArray<InvoiceItem>,
  invoiceNumber: string,
  notes: string,
): string =>
  [...items.map(lineDescription), nfeText(`Fatura ${invoiceNumber}. ${notes}`, DESCRIPTION_MAX)]
    .join("\n")
    .slice(0, DESCRIPTION_MAX)
    .trim();

/**
 * Everything the DPS of an invoice says, checked: a BRL invoice of services with a number, the
 * seller's Brazil and NFS-e settings (provider, regime, municipality, service code, ISS), the
 * client as taker. Every missing prerequisite is reported at once in NfsePrerequisitesMissing.
 */
export const dpsFromInvoice = (input: DpsBuildInput): Result.Result<DpsDocument, DpsBuildError> => {
  const { invoice, client } = input.document;
  const settings = input.document.seller.brazil;
  if (invoice.currency !== "BRL") {
    return Result.fail(new NfseCurrencyNotBrl({ currency: invoice.currency }));
  }
  if (settings === null || input.nfse === null) return Result.fail(new NfseSettingsMissing());
  const nfse = input.nfse;

  const problems: Problems = {};
  const prest = provider(problems, settings, nfse);
  const toma = taker(problems, client);
  const municipality =
    settings.municipalityCode === null ? undefined : ibgeMunicipality(settings.municipalityCode);
  if (municipality === undefined || settings.uf === null) {
    problems["seller.municipalityCode"] = "brazil.nfse.seller.municipalityrequired";
  }
  if (invoice.invoiceNumber === null) {
    problems["invoice.invoiceNumber"] = "brazil.nfse.invoicenotnumbered";
  }
  if (!Number.isInteger(input.nDPS) || input.nDPS < 1 || input.nDPS > MAX_NDPS) {
    problems.nDPS = "brazil.nfse.numberoutofrange";
  }
  if (invoice.items.length === 0) problems.items = "brazil.nfse.noitems";
  invoice.items.forEach((item, index) => {
    // Service prices include the ISS: a line with a tax on top has nothing in the DPS to show it.
    if (item.taxRate !== 0) problems[`items.${index}.taxRate`] = "brazil.nfse.itemtaxrate";
  });
  const service = (item: InvoiceItem): DpsLineService | undefined => input.lineServices?.[item.id];
  // One DPS names one service code and one ISS rate: lines of other services need their own.
  const serviceCode = agreed(
    problems,
    invoice.items,
    (item) => service(item)?.serviceCode ?? nfse.serviceCode,
    "serviceCode",
    "brazil.nfse.mixedservicecodes",
  );
  const issRate = agreed(
    problems,
    invoice.items,
    (item) => service(item)?.issRate ?? nfse.issRate,
    "issRate",
    "brazil.nfse.mixedissrates",
  );
  if (nfse.issWithheld && toma?.kind === "foreign") {
    problems["nfse.issWithheld"] = "brazil.nfse.withholdingforeigntaker";
  }
  const verAplic = nfeText(input.applicationVersion ?? DEFAULT_VERSION, VERSION_MAX);
  if (verAplic === "") problems.applicationVersion = "brazil.nfse.applicationversionrequired";

  if (
    Object.keys(problems).length > 0 ||
    toma === null ||
    municipality === undefined ||
    settings.uf === null ||
    serviceCode === undefined
  ) {
    return Result.fail(new NfsePrerequisitesMissing({ fields: problems }));
  }

  const environment = input.environment ?? settings.defaultNFeEnvironment;
  const dhEmi = nfeDateTime(input.issuedAt, settings.uf);
  const localDate = dhEmi.slice(0, 10);
  const writeIbsCbs = input.ibsCbs ?? prest.opSimpNac === 1;
  const ibsCbs: DpsIbsCbs | null = writeIbsCbs
    ? {
        indFinal: toma.kind === "cnpj" ? 0 : 1,
        cIndOp: IBS_CBS_OPERATION,
        cst: IBS_CBS_CST,
        cClassTrib: IBS_CBS_CLASSIFICATION,
      }
    : null;
  return Result.succeed({
    id: dpsId({
      cLocEmi: municipality.code,
      issuer: { kind: "cnpj", value: prest.cnpj },
      serie: nfse.serie,
      nDPS: input.nDPS,
    }),
    tpAmb: environment === "production" ? 1 : 2,
    dhEmi,
    verAplic,
    serie: nfse.serie,
    nDPS: input.nDPS,
    // The competence is when the service was rendered: the invoice's date, never after issuing.
    dCompet: [invoice.issueDate, localDate].sort()[0] ?? localDate,
    cLocEmi: municipality.code,
    provider: prest,
    taker: toma,
    placeOfService: municipality.code,
    serviceCode,
    nbsCode: nfse.nbsCode,
    description: serviceDescription(
      invoice.items,
      invoice.invoiceNumber ?? "",
      invoice.notes ?? "",
    ),
    amount: input.document.totals.total,
    issRetention: nfse.issWithheld ? 2 : 1,
    // A MEI pays a fixed monthly ISS in the DAS: its DPS declares no rate.
    issRate:
      prest.opSimpNac === 2 || issRate === null || issRate === undefined
        ? null
        : Math.round(issRate * 100),
    ibsCbs,
  });
};
