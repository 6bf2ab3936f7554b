import { CDAR_NAMESPACES, LIFECYCLE_CODES, type LifecycleCode } from "@invoicing/core";
import { DOMParser } from "@xmldom/xmldom";

const QUIET = { warning: () => {}, error: () => {}, fatalError: () => {} };

/** A lifecycle status as a CDAR from a platform states it. */
export interface ReceivedStatus {
  readonly invoiceNumber: string;
  readonly code: LifecycleCode;
  /** When the status was set (ISO 8601, UTC). */
  readonly at: string;
  readonly reasonCode: string | null;
  /** The reason's text; for a rejection, followed by the ids of the rules the invoice broke. */
  readonly reason: string | null;
}

const children = (parent: Element, name: string): ReadonlyArray<Element> =>
  Array.from(parent.childNodes as NodeListOf<ChildNode>).filter(
    (node: ChildNode): node is Element =>
      node.nodeType === 1 && (node as Element).localName === name,
  );

const child = (parent: Element | undefined, name: string): Element | undefined =>
  parent === undefined ? undefined : children(parent, name)[0];

const text = (element: Element | undefined): string | null => element?.textContent?.trim() || null;

// Format 204, YYYYMMDDHHMMSS, read as UTC.
const instantOf204 = (value: string | null): string | null => {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/u.exec(value ?? "");
  if (match === null) return null;
  const [, y, mo, d, h, mi, s] = match;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
};

const isLifecycleCode = (value: number): value is LifecycleCode =>
  (LIFECYCLE_CODES as ReadonlyArray<number>).includes(value);

/**
 * The status a CDAR message carries (docs/FRANCE-PA.md#cdar), or null for a document that is
 * not one, or one about a status outside 200–213.
 */
export const readCdar = (xml: string): ReceivedStatus | null => {
  const root = new DOMParser({ errorHandler: QUIET }).parseFromString(
    xml,
    "text/xml",
  ).documentElement;
  if (root?.localName !== "CrossDomainAcknowledgementAndResponse") return null;
  if (root.namespaceURI !== CDAR_NAMESPACES.rsm) return null;
  const acknowledgement = child(root, "AcknowledgementDocument");
  const referenced = child(acknowledgement, "ReferenceReferencedDocument");
  const code = Number(text(child(referenced, "ProcessConditionCode")));
  const invoiceNumber = text(child(referenced, "IssuerAssignedID"));
  const at = instantOf204(text(child(child(acknowledgement, "IssueDateTime"), "DateTimeString")));
  if (!isLifecycleCode(code) || invoiceNumber === null || at === null) return null;
  const statuses = referenced === undefined ? [] : children(referenced, "SpecifiedDocumentStatus");
  const reasonCode =
    statuses.map((status) => text(child(status, "ReasonCode"))).find(Boolean) ?? null;
  const reasons = statuses.flatMap((status) => [
    text(child(status, "Reason")),
    ...children(status, "SpecifiedDocumentCharacteristic").map((item) => text(child(item, "ID"))),
  ]);
  const reason = reasons.filter((value) => value !== null).join("\n") || null;
  return { invoiceNumber, code, at, reasonCode, reason };
};
