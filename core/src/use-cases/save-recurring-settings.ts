import { RecurringInvoiceRepository } from "../ports/recurring-invoice-repository.ts";
import type { RecurringSettings } from "../recurring/catch-up.ts";
import type { UserId } from "../users/user-id.ts";

/** Saves the user's settings of recurring invoices; answers them as stored. */
export const saveRecurringSettings = (input: {
  readonly userId: UserId;
  readonly settings: RecurringSettings;
}) =>
  RecurringInvoiceRepository.use((repository) =>
    repository.saveSettings(input.userId, input.settings),
  );
