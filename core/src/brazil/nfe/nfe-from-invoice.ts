import { Result } from "effect";
import type { InvoiceItem } from "../../invoices/invoice-item.ts";
import { invoiceTotals } from "../../invoices/invoice-totals.ts";
import { buildNfeAccessKey } from "../access-key.ts";
import { cfopDirection, cfopRule } from "../cfop.ts";
import { ufIbgeCode } from "../uf.ts";
import { cnfRule } from "./cnf.ts";
import { DEFAULT_NCM, ncmRule } from "./ncm.ts";
import type { Crt, NfeDocument } from "./nfe-document.ts";
import {
  type NfeBuildError,
  NfeCurrencyNotBrl,
  NfePrerequisitesMissing,
  NfeSettingsMissing,
} from "./nfe-errors.ts";
import {
  cfopForDestination,
  contributionHundredths,
  itemTaxProblems,
  NFE_MAX_ITEMS,
  nfeItem,
} from "./nfe-items.ts";
import { CUMULATIVE_CONTRIBUTION_RATES, type NfeBuildInput } from "./nfe-options.ts";
import { CRT_OF_REGIME, type NfeProblems, nfeIssuer, nfeRecipient } from "./nfe-parties.ts";
import { nfeBilling, nfePayment } from "./nfe-payment.ts";
import { nfeSerieRule } from "./nfe-serie.ts";
import { nfeText } from "./nfe-text.ts";
import { nfeDateTime } from "./nfe-time.ts";
import { nfeTotals } from "./nfe-totals.ts";
import { technicalResponsible } from "./technical-responsible.ts";

/** Model 55: NF-e (65 is NFC-e). */
export const NFE_MODEL = 55;
const MAX_NNF = 999_999_999;
const INFO_MAX = 5000;
const VERSION_MAX = 20;
const DEFAULT_VERSION = "Invoicing 1.0";

const SIMPLES_NOTICE: Readonly<Record<Crt, string | null>> = {
  // LC 123/2006 art. 23: the words every Simples Nacional document must carry.
  1: "DOCUMENTO EMITIDO POR ME OU EPP OPTANTE PELO SIMPLES NACIONAL. NAO GERA DIREITO A CREDITO FISCAL DE IPI.",
  4: "DOCUMENTO EMITIDO POR MEI OPTANTE PELO SIMEI. NAO GERA DIREITO A CREDITO FISCAL DE IPI.",
  3: null,
};

// A line's own CFOP must be a sale; the NF-e turns it to the recipient's state.
const saleCfopProblem = (cfop: string): string | undefined =>
  cfopRule(cfop) ?? (cfopDirection(cfop) === "saida" ? undefined : "brazil.cfop.directionmismatch");

const additionalInfo = (crt: Crt, invoiceNumber: string, notes: string): string | null =>
  nfeText(
    [SIMPLES_NOTICE[crt], `Referente a fatura ${invoiceNumber}.`, notes].filter(Boolean).join(" "),
    INFO_MAX,
  ) || null;

/**
 * Everything the NF-e of an invoice says, checked: a BRL invoice with a number, the seller's
 * Brazil settings (issuer, regime → CRT, sale CFOP, environment), the client as recipient. Every
 * missing prerequisite is reported at once in NfePrerequisitesMissing.
 */
export const nfeFromInvoice = (input: NfeBuildInput): Result.Result<NfeDocument, NfeBuildError> => {
  const { invoice, client } = input.document;
  const settings = input.document.seller.brazil;
  if (invoice.currency !== "BRL")
    return Result.fail(new NfeCurrencyNotBrl({ currency: invoice.currency }));
  if (settings === null) return Result.fail(new NfeSettingsMissing());

  const problems: NfeProblems = {};
  const environment = input.environment ?? settings.defaultNFeEnvironment;
  const issuer = nfeIssuer(problems, settings, input.document.seller.profile.phone);
  const recipient = nfeRecipient(problems, client, environment);

  const { nNF } = input;
  if (invoice.invoiceNumber === null) {
    problems["invoice.invoiceNumber"] = "brazil.nfe.invoicenotnumbered";
  }
  if (!Number.isInteger(nNF) || nNF < 1 || nNF > MAX_NNF) {
    problems.nNF = "brazil.nfe.numberoutofrange";
  }
  const cnfProblem = cnfRule(nNF)(input.cNF);
  if (cnfProblem !== undefined) problems.cNF = cnfProblem;
  const serie = input.serie ?? settings.nfeSerie;
  const serieProblem = nfeSerieRule(serie);
  if (serieProblem !== undefined) problems.serie = serieProblem;

  if (invoice.items.length === 0) problems.items = "brazil.nfe.noitems";
  if (invoice.items.length > NFE_MAX_ITEMS) problems.items = "brazil.nfe.toomanyitems";
  const defaultNcm = input.defaultNcm ?? DEFAULT_NCM;
  const defaultNcmProblem = ncmRule(defaultNcm);
  if (defaultNcmProblem !== undefined) problems.defaultNcm = defaultNcmProblem;
  // A line picked from the catalogue carries its product's NCM.
  const ncmOf = (item: InvoiceItem): string => item.ncm ?? input.itemNcm?.[item.id] ?? defaultNcm;
  invoice.items.forEach((item, index) => {
    const problem = ncmRule(ncmOf(item));
    if (input.itemNcm?.[item.id] !== undefined && problem !== undefined) {
      problems[`items.${index}.ncm`] = problem;
    }
    const cfopProblem = item.cfop ? saleCfopProblem(item.cfop) : undefined;
    if (cfopProblem !== undefined) problems[`items.${index}.cfop`] = cfopProblem;
  });
  const crt = CRT_OF_REGIME[settings.regime];
  itemTaxProblems(problems, invoice.items, crt);
  const contributionRates = contributionHundredths(
    problems,
    input.contributionRates ?? CUMULATIVE_CONTRIBUTION_RATES,
  );
  const verProc = nfeText(input.applicationVersion ?? DEFAULT_VERSION, VERSION_MAX);
  if (verProc === "") problems.applicationVersion = "brazil.nfe.applicationversionrequired";
  const responsible = technicalResponsible(problems, input.technicalResponsible);

  if (Object.keys(problems).length > 0 || issuer === null || recipient === null) {
    return Result.fail(new NfePrerequisitesMissing({ fields: problems }));
  }

  const uf = issuer.address.uf;
  const destination = recipient.address.uf === uf ? "internal" : "interstate";
  const dhEmi = nfeDateTime(input.issuedAt, uf);
  const cUF = ufIbgeCode(uf);
  const accessKey = buildNfeAccessKey({
    cUF,
    aamm: `${dhEmi.slice(2, 4)}${dhEmi.slice(5, 7)}`,
    issuerDocument: issuer.id.value,
    mod: NFE_MODEL,
    serie,
    nNF,
    tpEmis: 1,
    cNF: input.cNF,
  });
  const { lines } = invoiceTotals(invoice.items, invoice.currency, invoice);
  const items = invoice.items.map((item, index) =>
    nfeItem(item, lines[index], index, {
      crt,
      // A line picked from the catalogue carries its product's sale CFOP.
      cfopOf: (item) => cfopForDestination(item.cfop || settings.codigoCFOP, destination),
      ncmOf,
      contributionRates,
      ibsCbs: crt === 3 && input.ibsCbs !== false,
      pricesIncludeTax: invoice.pricesIncludeTax,
    }),
  );
  const totals = nfeTotals(items);
  const payment = nfePayment(invoice, input.paymentMeans ?? "15", totals.invoice);
  const invoiceNumber = invoice.invoiceNumber ?? "";
  return Result.succeed({
    accessKey,
    cUF,
    cNF: input.cNF,
    natOp: nfeText(settings.naturezaOperacao, 60),
    serie,
    nNF,
    dhEmi,
    idDest: destination === "internal" ? 1 : 2,
    cMunFG: issuer.address.municipalityCode,
    cDV: Number(accessKey.slice(43)),
    tpAmb: environment === "production" ? 1 : 2,
    indFinal: recipient.indIEDest === 9 ? 1 : 0,
    verProc,
    issuer,
    recipient,
    items,
    totals,
    billing: nfeBilling(invoice, payment, invoiceNumber),
    payment,
    additionalInfo: additionalInfo(crt, invoiceNumber, invoice.notes ?? ""),
    technicalResponsible: responsible,
  });
};
