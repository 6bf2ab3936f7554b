import { Effect } from "effect";
import { CreditNoteRepository } from "../ports/credit-note-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedCreditNote } from "./archive-credit-note.ts";
import { archivedBytes } from "./archive-invoice.ts";
import { getCreditNoteDocument } from "./get-credit-note-document.ts";
import { type FacturXXmlFile, facturXXmlOf } from "./get-factur-x-xml.ts";

/**
 * The Factur-X XML of one of the user's credit notes,
 * named `factur-x-CN-001.xml`: type code 381, naming the invoice it corrects (BT-25, BT-26), the
 * XML archived with its PDF. Without one (a seller without France settings), the XML is built
 * now to say why it cannot be: FacturXRefused naming each problem. CreditNoteNotFound for any
 * other id.
 */
export const getCreditNoteFacturXXml = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { creditNote } = yield* (yield* CreditNoteRepository).get(input.userId, input.id);
    const fileName = `factur-x-${creditNote.creditNoteNumber}.xml`;
    const archived = yield* archivedBytes(yield* archivedCreditNote(input), "xml");
    if (archived !== null) return { xml: archived, fileName } satisfies FacturXXmlFile;
    const xml = yield* facturXXmlOf(yield* getCreditNoteDocument(input));
    return { xml, fileName } satisfies FacturXXmlFile;
  });
