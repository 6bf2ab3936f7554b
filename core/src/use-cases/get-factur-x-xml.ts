import { Effect } from "effect";
import type { InvoiceDocument } from "../documents/invoice-document.ts";
import { buildFacturXXml } from "../france/factur-x/build-factur-x-xml.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { archivedBytes, archivedInvoice } from "./archive-invoice.ts";
import { SELLER_FACTUR_X_OPTIONS } from "./factur-x-options.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";

/** An invoice's Factur-X XML with its download name: archived bytes, or text built now. */
export interface FacturXXmlFile {
  readonly xml: Uint8Array | string;
  readonly fileName: string;
}

/** The Factur-X XML of an invoice document, exactly what its PDF embeds; FacturXRefused otherwise. */
export const facturXXmlOf = (document: InvoiceDocument) =>
  Effect.fromResult(buildFacturXXml({ document, ...SELLER_FACTUR_X_OPTIONS }));

/**
 * The Factur-X XML of one of the user's invoices, named
 * `factur-x-INV-001.xml`: the XML archived with an issued invoice's PDF when it took its number
 * (docs/PRODUCT-RULES.md#archive). Without one, the XML is built now: InvoiceNotFound for any other
 * id; FacturXRefused, naming each problem, for an invoice that cannot be Factur-X (a draft, a
 * seller without France settings, …).
 */
export const getFacturXXml = (input: { readonly userId: UserId; readonly id: string }) =>
  Effect.gen(function* () {
    const { invoice } = yield* (yield* InvoiceRepository).get(input.userId, input.id);
    const archived = yield* archivedBytes(yield* archivedInvoice(input.userId, invoice), "xml");
    if (archived !== null) {
      return {
        xml: archived,
        fileName: `factur-x-${invoice.invoiceNumber}.xml`,
      } satisfies FacturXXmlFile;
    }
    const document = yield* getInvoiceDocument(input);
    const xml = yield* facturXXmlOf(document);
    return { xml, fileName: `factur-x-${document.number}.xml` } satisfies FacturXXmlFile;
  });
