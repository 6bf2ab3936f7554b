import { Result } from "effect";
import { cfopDirection, cfopRule } from "../brazil/cfop.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { DEFAULT_UNIT_CODE } from "../invoices/unit-code.ts";
import type { Currency } from "../money/currency.ts";
import { toMinorUnits } from "../money/minor-units.ts";
import { toScaledInteger } from "../money/scaled-integer.ts";
import { catalogueNcmRule, MAX_ISS_RATE, serviceCodeRule } from "./catalogue-codes.ts";
import type { CatalogueItemFields } from "./catalogue-item.ts";
import type { CatalogueItemRequest } from "./catalogue-item-request.ts";

const ISS_DECIMALS = 2;

const issRateProblem = (rate: number | null | undefined): string | undefined => {
  if (rate === null || rate === undefined) return "catalogue.validation.issraterequired";
  return rate < 0 || rate > MAX_ISS_RATE || toScaledInteger(rate, ISS_DECIMALS) === undefined
    ? "catalogue.validation.issraterange"
    : undefined;
};

const cfopProblem = (cfop: string): string | undefined =>
  cfopRule(cfop) ??
  (cfopDirection(cfop) === "saida" ? undefined : "catalogue.validation.cfopnotsaida");

/**
 * A decoded catalogue request in core terms: price in minor units of its currency (else
 * `fallbackCurrency`). Goods need an NCM (`catalogueNcmRule`) and may name a sale CFOP; services
 * need a service code (`serviceCodeRule`) and an ISS rate of 0 to 5 % with two decimals at most.
 * The fields of the other kind are dropped. Every problem comes back at once.
 */
export const toCatalogueItemFields = (
  request: CatalogueItemRequest,
  fallbackCurrency: Currency,
): Result.Result<CatalogueItemFields, ValidationFailed> => {
  const currency = request.currency ?? fallbackCurrency;
  const fields: Record<string, string> = {};
  const price = toMinorUnits(request.unitPrice, currency);
  if (Result.isFailure(price)) fields.unitPrice = price.failure;
  const goods = request.kind === "goods";
  if (goods) {
    const ncmProblem =
      request.ncm === null ? "catalogue.validation.ncmrequired" : catalogueNcmRule(request.ncm);
    if (ncmProblem !== undefined) fields.ncm = ncmProblem;
    const cfop = request.cfop === null ? undefined : cfopProblem(request.cfop);
    if (cfop !== undefined) fields.cfop = cfop;
  } else {
    const codeProblem =
      request.serviceCode === null
        ? "catalogue.validation.servicecoderequired"
        : serviceCodeRule(request.serviceCode);
    if (codeProblem !== undefined) fields.serviceCode = codeProblem;
    const issProblem = issRateProblem(request.issRate);
    if (issProblem !== undefined) fields.issRate = issProblem;
  }
  if (Result.isFailure(price) || Object.keys(fields).length > 0) {
    return Result.fail(new ValidationFailed({ fields }));
  }
  return Result.succeed({
    name: request.name,
    kind: request.kind,
    unitCode: request.unitCode ?? DEFAULT_UNIT_CODE,
    unitPrice: price.success,
    currency,
    taxRate: request.taxRate,
    ncm: goods ? request.ncm : null,
    cfop: goods ? request.cfop : null,
    serviceCode: goods ? null : request.serviceCode,
    issRate: goods ? null : (request.issRate ?? null),
  });
};
