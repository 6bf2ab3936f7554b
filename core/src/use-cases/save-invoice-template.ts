import { Effect } from "effect";
import type { InvoiceTemplate } from "../documents/invoice-template.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/** Saves the layout and accent colour of every invoice PDF of the user, and answers them. */
export const saveInvoiceTemplate = (input: {
  readonly userId: UserId;
  readonly template: InvoiceTemplate;
}) =>
  SettingsRepository.use((settings) =>
    settings.saveInvoiceTemplate(input.userId, input.template),
  ).pipe(Effect.as(input.template));
