import { Effect } from "effect";
import type { UserId } from "../users/user-id.ts";
import { getCreditNoteDocument } from "./get-credit-note-document.ts";
import { facturXXmlOf } from "./get-factur-x-xml.ts";

/**
 * The Factur-X XML of one of the user's credit notes (`GET /api/credit-notes/{id}/factur-x.xml`),
 * named `factur-x-CN-001.xml`: type code 381, naming the invoice it corrects (BT-25, BT-26).
 * CreditNoteNotFound for any other id; FacturXRefused, naming each problem, when the seller has
 * no France settings or the document breaks a rule.
 */
export const getCreditNoteFacturXXml = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const document = yield* getCreditNoteDocument(input);
    const xml = yield* facturXXmlOf(document);
    return { xml, fileName: `factur-x-${document.number}.xml` };
  });
