import { type AutoSendJob, autoSendNfe, autoSendToFrenchPlatform, findUser } from "@invoicing/core";
import { Effect } from "effect";
import { withFrenchPlatform } from "../runtime/french-platforms.ts";

/**
 * The `autoSendEInvoice` job: an invoice a request just issued goes to the French platform
 * (France settings `autoSendToPlatform`) and its NF-e to SEFAZ (Brazil settings `autoSendToSEFAZ`,
 * BRL invoices), each only when turned on and not yet done. The platform is chosen as the request
 * would have (docs/PRODUCT-RULES.md#sandbox): the account's sandbox mode, or the request's
 * `x-sandbox-mode` kept in the job, or no production credentials, send it to the sandbox.
 */
export const autoSendIssuedInvoice = (job: AutoSendJob) =>
  Effect.gen(function* () {
    const sandboxHeader = job.sandboxHeader ?? undefined;
    const user = yield* findUser(job.userId);
    yield* withFrenchPlatform(user, sandboxHeader, (environment) =>
      autoSendToFrenchPlatform({ userId: job.userId, invoiceId: job.invoiceId, environment }),
    );
    yield* autoSendNfe({ userId: job.userId, invoiceId: job.invoiceId, sandboxHeader });
  });
