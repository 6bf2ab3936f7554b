import { Effect } from "effect";
import { cashedByRate } from "../france/lifecycle/cashed-by-rate.ts";
import { buildCdar } from "../france/lifecycle/cdar-message.ts";
import { canFollow, latestStatus } from "../france/lifecycle/lifecycle-transitions.ts";
import { sirenOfSiret } from "../france/siret.ts";
import { ApprovedPlatform } from "../ports/approved-platform.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { LifecycleRepository } from "../ports/lifecycle-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";

/**
 * Reports a payment cashed on one of the user's issued invoices to its PA as 212 Encaissée
 * (docs/FRANCE-PA.md#statuses): the amount (minor units, VAT included) shared per VAT rate, in a
 * CDAR kept on the invoice with the flow that carried it. Only for a French seller with a PA set up, on an invoice the PA took (deposited and not
 * refused or rejected), from a seller under VAT on receipts (no option for VAT on debits in the
 * France settings); otherwise nothing is sent and the answer is null.
 * FrenchPlatformUnavailable when the PA cannot be reached: nothing is kept, so a retry sends it.
 */
export const reportCashedPayment = (input: {
  readonly userId: UserId;
  readonly invoiceId: string;
  readonly amount: number;
}) =>
  Effect.gen(function* () {
    const platforms = yield* ApprovedPlatform;
    const platform = yield* platforms.platformOf(input.userId);
    if (platform === null) return null;
    const document = yield* getInvoiceDocument({ userId: input.userId, id: input.invoiceId });
    const { invoice, totals, client } = document;
    const sellerSiret = invoice.siret ?? document.seller.france?.siret ?? null;
    const onDebits = document.seller.france?.vatOnDebits === true;
    if (
      document.jurisdiction !== "france" ||
      invoice.invoiceNumber === null ||
      sellerSiret === null ||
      onDebits
    ) {
      return null;
    }
    const lifecycle = yield* LifecycleRepository;
    const history = yield* lifecycle.list(input.userId, input.invoiceId);
    if (!canFollow(latestStatus(history.map((entry) => entry.code)), 212)) return null;
    const cashed = cashedByRate(totals, input.amount);
    if (cashed.length === 0) return null;
    const at = yield* (yield* Clock).now;
    const sellerSiren = sirenOfSiret(sellerSiret);
    const buyerSiret = client.france?.siret ?? null;
    const buyerSiren =
      client.france?.siren ?? (buyerSiret === null ? "" : sirenOfSiret(buyerSiret));
    const cdar = buildCdar({
      code: 212,
      at,
      invoice: { number: invoice.invoiceNumber, issueDate: invoice.issueDate, typeCode: "380" },
      seller: { siren: sellerSiren, name: document.seller.party.name, address: sellerSiren },
      buyer: { siren: buyerSiren, name: document.buyer.name, address: buyerSiren },
      platform: null,
      reason: null,
      cashed,
      breaches: [],
    });
    const receipt = yield* platforms.sendStatus(input.userId, {
      invoiceNumber: invoice.invoiceNumber,
      cdar,
    });
    const id = yield* (yield* IdGenerator).next;
    yield* lifecycle.record(
      input.userId,
      { invoiceId: input.invoiceId },
      { id, code: 212, at, reasonCode: null, reason: null, platform, flowId: receipt.flowId, cdar },
    );
    return { id, cdar };
  });
