import { Effect, Option } from "effect";
import type { NfeEvent, NfeEventListed } from "../einvoicing/nfe-event.ts";
import { NfeEventNotFound } from "../einvoicing/nfe-event-errors.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { NfeEventRepository } from "../ports/nfe-event-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** Where an event's XML is downloaded. */
export const nfeEventXmlUrl = (eventId: string): string =>
  `/api/brazil/nfe-events/${eventId}/event.xml`;

/** An event with the address of its XML. */
export const listedNfeEvent = (event: NfeEvent): NfeEventListed => ({
  ...event,
  xmlUrl: nfeEventXmlUrl(event.id),
});

/** The NF-e events of one of the user's invoices, newest first; InvoiceNotFound for any other id. */
export const listNfeEvents = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const events = yield* (yield* NfeEventRepository).list(input.userId, input.id);
    return { data: events.map(listedNfeEvent) };
  });

/** The user's voided ranges (inutilizações), newest first. */
export const listNfeVoidings = (userId: UserId) =>
  Effect.gen(function* () {
    const events = yield* (yield* NfeEventRepository).listVoidings(userId);
    return { data: events.map(listedNfeEvent) };
  });

/**
 * The XML of one of the user's NF-e events: the procEventoNFe (or ProcInutNFe) once SEFAZ
 * registered it, else the signed request as sent; NfeEventNotFound for any other id.
 */
export const getNfeEventXml = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const xml = yield* (yield* NfeEventRepository).xml(input.userId, input.id);
    if (Option.isNone(xml)) return yield* new NfeEventNotFound({ id: input.id });
    return { xml: xml.value, fileName: `nfe-event-${input.id}.xml` };
  });
