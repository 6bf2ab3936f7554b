import type {
  CatalogueItemJson,
  CatalogueItemKind,
  CatalogueItemRequest,
  Currency,
  UnitCode,
} from "@invoicing/core";
import { DEFAULT_UNIT_CODE } from "@invoicing/core";
import { numberOfInput } from "../../forms/number-of-input.ts";

/** The catalogue form's values, as its inputs hold them. */
export type CatalogueFormValues = {
  readonly name: string;
  readonly kind: CatalogueItemKind;
  readonly unitCode: UnitCode;
  readonly unitPrice: string;
  readonly currency: Currency;
  readonly taxRate: string;
  readonly ncm: string;
  readonly cfop: string;
  readonly serviceCode: string;
  readonly issRate: string;
};

/** A blank entry: goods counted in pieces, in the user's currency. */
export const newCatalogueForm = (currency: Currency): CatalogueFormValues => ({
  name: "",
  kind: "goods",
  unitCode: DEFAULT_UNIT_CODE,
  unitPrice: "0",
  currency,
  taxRate: "0",
  ncm: "",
  cfop: "",
  serviceCode: "",
  issRate: "",
});

/** The form of an existing entry, to edit it. */
export const catalogueFormOf = (item: CatalogueItemJson): CatalogueFormValues => ({
  name: item.name,
  kind: item.kind,
  unitCode: item.unitCode,
  unitPrice: String(item.unitPrice),
  currency: item.currency,
  taxRate: String(item.taxRate),
  ncm: item.ncm ?? "",
  cfop: item.cfop ?? "",
  serviceCode: item.serviceCode ?? "",
  issRate: item.issRate === null ? "" : String(item.issRate),
});

/** The request of the form's values; the server judges every rule and names each broken field. */
export const catalogueRequestOf = (values: CatalogueFormValues): CatalogueItemRequest => {
  const goods = values.kind === "goods";
  return {
    name: values.name,
    kind: values.kind,
    unitCode: values.unitCode,
    unitPrice: numberOfInput(values.unitPrice),
    currency: values.currency,
    taxRate: numberOfInput(values.taxRate),
    ncm: goods ? values.ncm : null,
    cfop: goods ? values.cfop : null,
    serviceCode: goods ? null : values.serviceCode,
    issRate: goods || values.issRate.trim() === "" ? null : Number(values.issRate),
  };
};
