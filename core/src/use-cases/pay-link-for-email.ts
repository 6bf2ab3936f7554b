import { Effect, Option } from "effect";
import type { Invoice } from "../invoices/invoice.ts";
import { PayLinkRepository } from "../ports/pay-link-repository.ts";
import { PayLinkVault } from "../ports/pay-link-vault.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";

/**
 * The address an e-mail about one of the seller's invoices carries to pay it
 * (docs/PRODUCT-RULES.md#pay-links): its live link's, unless the seller switched pay links in
 * invoice e-mails off. Undefined for a paid or cancelled invoice, without a live link (never
 * made, revoked, or replaced by one whose token could not be sealed), or when its sealed token
 * does not open.
 */
export const payLinkForEmail = (userId: UserId, invoice: Pick<Invoice, "id" | "status">) =>
  Effect.gen(function* () {
    if (invoice.status === "paid" || invoice.status === "cancelled") return undefined;
    const invoiceId = invoice.id;
    const preferences = yield* SettingsRepository.use((settings) =>
      settings.getNotifications(userId),
    );
    if (!preferences.payLinkInInvoiceEmails) return undefined;
    const sealed = yield* (yield* PayLinkRepository).liveSealedToken({ userId, invoiceId });
    if (Option.isNone(sealed)) return undefined;
    return (yield* PayLinkVault).addressOf(userId, sealed.value) ?? undefined;
  });
