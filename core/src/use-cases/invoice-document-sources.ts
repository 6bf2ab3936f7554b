import { Effect, Option } from "effect";
import { clientOfSnapshot } from "../clients/client-snapshot.ts";
import type { InvoiceDocumentInput } from "../documents/invoice-document.ts";
import { logoKeyOfPath } from "../files/logo-file.ts";
import type { Invoice } from "../invoices/invoice.ts";
import { ClientRepository } from "../ports/client-repository.ts";
import { FileStorage } from "../ports/file-storage.ts";
import { InvoiceRepository } from "../ports/invoice-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { User } from "../users/user.ts";
import type { UserId } from "../users/user-id.ts";
import { findUser } from "./find-user.ts";

/** Everything an invoice document shows besides the invoice itself. */
export type InvoiceDocumentSources = Omit<InvoiceDocumentInput, "invoice">;

// A logo whose file went missing leaves the document without a logo rather than without a PDF.
const logoBytes = (user: User) => {
  const key = user.logo === null ? undefined : logoKeyOfPath(user.logo);
  if (key === undefined) return Effect.succeed(null);
  return FileStorage.use((files) => files.get(key)).pipe(
    Effect.map((file): Uint8Array | null => file.bytes),
    Effect.catchTag("FileNotFound", () => Effect.succeed(null)),
  );
};

/**
 * The client an invoice's documents name: a draft's client as it is now; a numbered invoice's as
 * it was when the invoice took its number, whatever the client record became since.
 */
const buyerOf = (userId: UserId, invoice: Pick<Invoice, "id" | "clientId" | "invoiceNumber">) =>
  invoice.invoiceNumber === null
    ? ClientRepository.use((clients) => clients.get(userId, invoice.clientId))
    : InvoiceRepository.use((invoices) => invoices.buyer(userId, invoice.id)).pipe(
        Effect.map(clientOfSnapshot),
      );

/**
 * Gathers what the document of one of the user's invoices needs: the client it names, the seller's
 * profile, logo bytes, France and Brazil settings, and invoice template.
 */
export const invoiceDocumentSources = (input: {
  readonly userId: UserId;
  readonly invoice: Pick<Invoice, "id" | "clientId" | "invoiceNumber">;
}) =>
  Effect.gen(function* () {
    const seller = yield* findUser(input.userId);
    const client = yield* buyerOf(input.userId, input.invoice);
    const settings = yield* SettingsRepository;
    const [logo, france, brazil, template] = yield* Effect.all(
      [
        logoBytes(seller),
        settings.getFrance(input.userId),
        settings.getBrazil(input.userId),
        settings.getInvoiceTemplate(input.userId),
      ],
      { concurrency: "unbounded" },
    );
    return {
      client,
      seller,
      logo,
      franceSettings: Option.getOrNull(france),
      brazilSettings: Option.getOrNull(brazil),
      template,
    } satisfies InvoiceDocumentSources;
  });
