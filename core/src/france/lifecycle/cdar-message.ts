import { create } from "xmlbuilder2";
import type { Instant } from "../../calendar/instant.ts";
import type { IsoDate } from "../../calendar/iso-date.ts";
import { type Currency, currencyDecimals } from "../../money/currency.ts";
import { ciiAmount, ciiDate, ciiPercent, xmlText } from "../factur-x/cii-values.ts";
import {
  type LifecycleCode,
  lifecycleAuthor,
  lifecycleLabel,
  lifecyclePhase,
} from "./lifecycle-status.ts";

/** The namespaces of a UN/CEFACT Cross Domain Acknowledgement and Response (D22B). */
export const CDAR_NAMESPACES = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
} as const;

/** The guideline id of a lifecycle message between platforms and their users (MDT-3). */
export const CDAR_GUIDELINE = "urn.cpro.gouv.fr:1p0:CDV:invoice";

/** A company a status is about or addressed to: its SIREN, name, and directory address (scheme 0225). */
export interface CdarParty {
  readonly siren: string;
  readonly name: string;
  readonly address: string;
}

/** A platform that sets a transmission status (role WK). */
export interface CdarPlatform {
  readonly id: string;
  readonly name: string;
}

/** An amount cashed at one VAT rate, for 212 Encaissée (rule BR-FR-CDV-14). */
export interface CdarCashed {
  /** Minor units, VAT included. */
  readonly amount: number;
  readonly currency: Currency;
  /** The VAT rate in percent: 20, 5.5. */
  readonly rate: number;
}

/** A rule an invoice broke, named in a 213 Rejetée. */
export interface CdarRuleBreach {
  readonly id: string;
  readonly text: string;
  readonly location: string;
}

/** What a lifecycle message says: which status, when, about which invoice, why. */
export interface CdarInput {
  readonly code: LifecycleCode;
  /** When the status was set. */
  readonly at: Instant;
  readonly invoice: {
    readonly number: string;
    readonly issueDate: IsoDate;
    /** BT-3: 380 invoice, 381 credit note… */
    readonly typeCode: string;
  };
  readonly seller: CdarParty;
  readonly buyer: CdarParty;
  /** The platform, for a transmission status. */
  readonly platform: CdarPlatform | null;
  readonly reason: { readonly code: string; readonly text: string | null } | null;
  /** 212 only: the amounts cashed, one per VAT rate. */
  readonly cashed: ReadonlyArray<CdarCashed>;
  /** 213 only: the rules the invoice broke. */
  readonly breaches: ReadonlyArray<CdarRuleBreach>;
}

// MDT-88 values the French examples give per status; the others leave it out (it is optional).
const DOCUMENT_STATUS: Partial<Record<LifecycleCode, string>> = {
  200: "10",
  202: "43",
  203: "48",
  204: "45",
  205: "1",
  211: "47",
  212: "47",
  213: "8",
};

type XmlNode = { readonly [name: string]: XmlValue };
type XmlValue = string | XmlNode | ReadonlyArray<string | XmlNode>;

const optional = (name: string, value: XmlValue | null | undefined): XmlNode =>
  value === null || value === undefined ? {} : { [name]: value };

/** An instant as the format 204 writes it: `YYYYMMDDHHMMSS`, UTC. */
export const cdarDateTime = (at: Instant): string => at.slice(0, 19).replace(/[-T:]/gu, "");

const dateTime204 = (at: Instant): XmlNode => ({
  "udt:DateTimeString": { "@format": "204", "#": cdarDateTime(at) },
});

const company = (party: CdarParty, role: string, withAddress: boolean): XmlNode => ({
  "ram:GlobalID": { "@schemeID": "0002", "#": party.siren },
  "ram:Name": xmlText(party.name),
  "ram:RoleCode": role,
  ...optional(
    "ram:URIUniversalCommunication",
    withAddress ? { "ram:URIID": { "@schemeID": "0225", "#": xmlText(party.address) } } : null,
  ),
});

/** The message id: `{invoice}_{status}_{yyyyMMddHHmmss}#{BT-3}_{BT-2}`, as the French examples build it. */
export const cdarMessageId = (input: CdarInput): string =>
  `${input.invoice.number}_${input.code}_${cdarDateTime(input.at)}#${input.invoice.typeCode}_${ciiDate(input.invoice.issueDate)}`;

const characteristics = (input: CdarInput): ReadonlyArray<XmlNode> => [
  ...input.cashed.map((cashed) => ({
    "ram:TypeCode": "MEN",
    "ram:ValueAmount": {
      "@currencyID": cashed.currency,
      "#": ciiAmount(cashed.amount, currencyDecimals(cashed.currency)),
    },
    "ram:ValuePercent": ciiPercent(cashed.rate),
  })),
  ...input.breaches.map((breach) => ({
    "ram:ID": xmlText(breach.id),
    "ram:Name": xmlText(breach.text),
    "ram:Location": xmlText(breach.location),
  })),
];

const documentStatus = (input: CdarInput): XmlNode => {
  const listed = characteristics(input);
  return {
    ...optional("ram:ReasonCode", input.reason?.code),
    ...optional(
      "ram:Reason",
      input.reason?.text === null || input.reason === null ? null : xmlText(input.reason.text),
    ),
    "ram:SequenceNumeric": "1",
    ...optional("ram:SpecifiedDocumentCharacteristic", listed.length === 0 ? null : listed),
  };
};

/** Who sets the status and who it goes to, with their roles. */
const issuerAndRecipient = (input: CdarInput): { issuer: XmlNode; recipient: XmlNode } => {
  const author = lifecycleAuthor(input.code);
  if (author === "platform") {
    const platform = input.platform ?? { id: input.seller.siren, name: input.seller.name };
    return {
      issuer: {
        "ram:GlobalID": { "@schemeID": "0238", "#": xmlText(platform.id) },
        "ram:Name": xmlText(platform.name),
        "ram:RoleCode": "WK",
      },
      recipient: company(input.seller, "SE", true),
    };
  }
  return author === "seller"
    ? { issuer: company(input.seller, "SE", false), recipient: company(input.buyer, "BY", true) }
    : { issuer: company(input.buyer, "BY", false), recipient: company(input.seller, "SE", true) };
};

/**
 * The CDAR (D22B) lifecycle message of a status (docs/FRANCE-PA.md#cdar): the transmission
 * phase (TypeCode 305) for a platform's status, the processing phase (23) for the buyer's or the
 * seller's, with the reason, the amounts cashed per VAT rate (212) and the broken rules (213).
 * It passes the CDAR XSD and the BR-FR-CDV schematron for every status the product emits.
 */
export const buildCdar = (input: CdarInput): string => {
  const { issuer, recipient } = issuerAndRecipient(input);
  const statusCode = DOCUMENT_STATUS[input.code];
  const root = {
    "rsm:CrossDomainAcknowledgementAndResponse": {
      "@xmlns:rsm": CDAR_NAMESPACES.rsm,
      "@xmlns:ram": CDAR_NAMESPACES.ram,
      "@xmlns:qdt": CDAR_NAMESPACES.qdt,
      "@xmlns:udt": CDAR_NAMESPACES.udt,
      "rsm:ExchangedDocumentContext": {
        "ram:BusinessProcessSpecifiedDocumentContextParameter": { "ram:ID": "REGULATED" },
        "ram:GuidelineSpecifiedDocumentContextParameter": { "ram:ID": CDAR_GUIDELINE },
      },
      "rsm:ExchangedDocument": {
        "ram:ID": xmlText(cdarMessageId(input)),
        "ram:Name": lifecycleLabel(input.code),
        "ram:IssueDateTime": dateTime204(input.at),
        "ram:SenderTradeParty": { "ram:RoleCode": "WK" },
        "ram:IssuerTradeParty": issuer,
        "ram:RecipientTradeParty": recipient,
      },
      "rsm:AcknowledgementDocument": {
        "ram:MultipleReferencesIndicator": { "udt:Indicator": "false" },
        "ram:TypeCode": lifecyclePhase(input.code) === "transmission" ? "305" : "23",
        "ram:IssueDateTime": dateTime204(input.at),
        "ram:ReferenceReferencedDocument": {
          "ram:IssuerAssignedID": xmlText(input.invoice.number),
          ...optional("ram:StatusCode", statusCode),
          "ram:TypeCode": input.invoice.typeCode,
          "ram:FormattedIssueDateTime": {
            "qdt:DateTimeString": { "@format": "102", "#": ciiDate(input.invoice.issueDate) },
          },
          "ram:ProcessConditionCode": String(input.code),
          "ram:ProcessCondition": lifecycleLabel(input.code),
          "ram:IssuerTradeParty": {
            "ram:GlobalID": { "@schemeID": "0002", "#": input.seller.siren },
            "ram:RoleCode": "SE",
          },
          "ram:SpecifiedDocumentStatus": documentStatus(input),
        },
      },
    },
  };
  return create({ version: "1.0", encoding: "UTF-8" }, root).end({ prettyPrint: true });
};
