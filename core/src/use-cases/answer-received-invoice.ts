import { Effect, Option } from "effect";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { buildCdar } from "../france/lifecycle/cdar-message.ts";
import { DisputeReasonCode, RefusalReasonCode } from "../france/lifecycle/lifecycle-reasons.ts";
import { lifecycleNeedsReason } from "../france/lifecycle/lifecycle-status.ts";
import { canFollow } from "../france/lifecycle/lifecycle-transitions.ts";
import { sirenOfSiret } from "../france/siret.ts";
import { ApprovedPlatform } from "../ports/approved-platform.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { ReceivedInvoiceRepository } from "../ports/received-invoice-repository.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import {
  type ReceivedStatusRequest,
  type ReceivedStatusResponse,
  receivedCdarUrl,
} from "../purchases/received-invoice-api.ts";
import {
  ReceivedStatusNeedsPlatform,
  ReceivedStatusNotAllowed,
} from "../purchases/received-invoice-errors.ts";
import type { UserId } from "../users/user-id.ts";
import { findReceivedInvoice } from "./get-received-invoice.ts";
import { lifecycleViewWith } from "./list-invoice-lifecycle.ts";

const REASONS: Readonly<Record<number, ReadonlyArray<string>>> = {
  207: DisputeReasonCode.literals,
  210: RefusalReasonCode.literals,
};

/** The reason code a status needs, checked against its allowed list (BR-FR-CDV-CL-09). */
const checkedReason = (request: ReceivedStatusRequest) => {
  const code = request.reasonCode ?? null;
  if (!lifecycleNeedsReason(request.code)) return Effect.succeed(null);
  if (code === null || code === "") {
    return Effect.fail(
      new ValidationFailed({ fields: { reasonCode: "receivedinvoices.reasonrequired" } }),
    );
  }
  return (REASONS[request.code] ?? []).includes(code)
    ? Effect.succeed({ code, text: request.reason ?? null })
    : Effect.fail(
        new ValidationFailed({ fields: { reasonCode: "receivedinvoices.reasonunknown" } }),
      );
};

/**
 * The buyer's answer to one of the user's received invoices (docs/FRANCE-PA.md#receiving): 205
 * Approuvée, 207 En litige or 210 Refusée (both with a reason code from the allowed lists), sent
 * to the supplier through the user's PA as a CDAR and kept with the flow that carried it.
 * ReceivedStatusNeedsPlatform without a PA; ReceivedStatusNotAllowed after a refusal;
 * FrenchPlatformUnavailable when the PA cannot be reached (nothing is kept).
 */
export const answerReceivedInvoice = (input: {
  readonly userId: UserId;
  readonly id: string;
  readonly request: ReceivedStatusRequest;
}) =>
  Effect.gen(function* () {
    const invoice = yield* findReceivedInvoice(input.userId, input.id);
    const reason = yield* checkedReason(input.request);
    // A received invoice was deposited and made available to us before we could answer it.
    if (!canFollow(invoice.status ?? 203, input.request.code)) {
      return yield* Effect.fail(new ReceivedStatusNotAllowed({ code: input.request.code }));
    }
    const platforms = yield* ApprovedPlatform;
    const platform = yield* platforms.platformOf(input.userId);
    if (platform === null) return yield* Effect.fail(new ReceivedStatusNeedsPlatform());
    const france = yield* SettingsRepository.use((settings) => settings.getFrance(input.userId));
    const ownSiren =
      invoice.buyer.siren ??
      Option.match(france, { onNone: () => "", onSome: (saved) => sirenOfSiret(saved.siret) });
    const supplierSiren = invoice.supplier.siren ?? "";
    const at = yield* (yield* Clock).now;
    const cdar = buildCdar({
      code: input.request.code,
      at,
      invoice: { number: invoice.number, issueDate: invoice.issueDate, typeCode: invoice.typeCode },
      seller: {
        siren: supplierSiren,
        name: invoice.supplier.name,
        address: invoice.supplier.electronicAddress ?? supplierSiren,
      },
      buyer: {
        siren: ownSiren,
        name: invoice.buyer.name,
        address: invoice.buyer.electronicAddress ?? ownSiren,
      },
      platform: null,
      reason,
      cashed: [],
      breaches: [],
    });
    const receipt = yield* platforms.sendStatus(input.userId, {
      invoiceNumber: invoice.number,
      cdar,
    });
    const entry = {
      id: yield* (yield* IdGenerator).next,
      invoiceId: invoice.id,
      code: input.request.code,
      at,
      reasonCode: reason?.code ?? null,
      reason: reason?.text ?? null,
      platform,
      flowId: receipt.flowId,
      cdar,
    };
    yield* ReceivedInvoiceRepository.use((stored) => stored.recordStatus(input.userId, entry));
    return { data: lifecycleViewWith(receivedCdarUrl)(entry) } satisfies ReceivedStatusResponse;
  });
