import { Effect, Option } from "effect";
import type { Instant } from "../calendar/instant.ts";
import { NfeCredentials, type NfeSigner, type SefazLedger } from "../ports/nfe-credentials.ts";
import { NfeEventRepository } from "../ports/nfe-event-repository.ts";
import { NfeSubmissionRepository } from "../ports/nfe-submission-repository.ts";
import { UserRepository } from "../ports/user-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { UserNotFound } from "../users/user-not-found.ts";
import { chooseNfeSigner } from "./nfe-signer-choice.ts";

/**
 * What SEFAZ knows of a user's NF-e, read from what was kept: the sandbox answers events and
 * voidings from it (authorised keys and protocols, registered events, authorised and voided
 * numbers), so its answers hold across restarts.
 */
export const sefazLedgerOf = (userId: UserId) =>
  Effect.gen(function* () {
    const submissions = yield* NfeSubmissionRepository;
    const events = yield* NfeEventRepository;
    return {
      authorizedNfe: (accessKey) =>
        Effect.map(submissions.authorizedByKey(userId, accessKey), (found) =>
          Option.match(found, {
            onNone: () => null,
            onSome: (nfe) => ({ protocol: nfe.protocol, authorizedAt: nfe.authorizedAt }),
          }),
        ),
      registeredEvents: (accessKey) =>
        Effect.map(events.registered(userId, accessKey), (registered) =>
          registered.flatMap((event) =>
            event.kind === "voiding" ? [] : [{ kind: event.kind, sequence: event.sequence }],
          ),
        ),
      rangeUse: (range) =>
        Effect.all({
          authorized: submissions.authorizedInRange(userId, range),
          voided: events.voidedInRange(userId, range),
        }),
    } satisfies SefazLedger;
  });

/**
 * Opens the channel an event or a voiding goes through. An event follows its NF-e (`sandbox`
 * given: to the sandbox if the sandbox authorised it, else to production with the seller's
 * certificate); a voiding goes where the user's NF-e go now (`chooseNfeSigner`).
 */
export const openNfeEventChannel = (input: {
  readonly userId: UserId;
  readonly issuer: { readonly name: string; readonly cnpj: string };
  readonly now: Instant;
  readonly sandbox: boolean | null;
  readonly sandboxHeader: boolean | undefined;
}) =>
  Effect.gen(function* () {
    const user = yield* (yield* UserRepository).findById(input.userId);
    if (Option.isNone(user)) return yield* new UserNotFound({ userId: input.userId });
    const sandboxSigner: NfeSigner = {
      kind: "sandbox",
      companyName: input.issuer.name,
      cnpj: input.issuer.cnpj,
    };
    const choice =
      input.sandbox === true
        ? { sandbox: true, signer: sandboxSigner }
        : yield* chooseNfeSigner({
            user: user.value,
            sandboxHeader: input.sandbox === false ? false : input.sandboxHeader,
            issuer: input.issuer,
          });
    const submissions = yield* NfeSubmissionRepository;
    const channel = yield* (yield* NfeCredentials).open(choice.signer, {
      now: input.now,
      findAuthorizedKey: (number) => submissions.findAuthorizedKey(input.userId, number),
      ledger: yield* sefazLedgerOf(input.userId),
    });
    return { channel, sandbox: choice.sandbox };
  });
