import { Effect, Option } from "effect";
import { NfePrerequisitesMissing, NfeSettingsMissing } from "../brazil/nfe/nfe-errors.ts";
import { eventText, JUSTIFICATION_LENGTH } from "../brazil/nfe/nfe-event-rules.ts";
import { nfeSerieRule } from "../brazil/nfe/nfe-serie.ts";
import { nfeDateTime } from "../brazil/nfe/nfe-time.ts";
import { nfeVoidingXml } from "../brazil/nfe/nfe-voiding-xml.ts";
import { isUf, ufIbgeCode } from "../brazil/uf.ts";
import type { NfeEvent, NfeVoidRangeRequest } from "../einvoicing/nfe-event.ts";
import { ValidationFailed } from "../errors/validation-failed.ts";
import { Clock } from "../ports/clock.ts";
import { IdGenerator } from "../ports/id-generator.ts";
import { NfeEventRepository } from "../ports/nfe-event-repository.ts";
import { NfeNumbering } from "../ports/nfe-numbering.ts";
import { VOIDED_CSTAT } from "../ports/sefaz.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import type { UserId } from "../users/user-id.ts";
import { openNfeEventChannel } from "./nfe-event-channel.ts";
import type { NfeEventSent } from "./send-nfe-event.ts";

const MAX_NNF = 999_999_999;

/** The problems of a range to void, by field; empty when it can be sent. */
const rangeProblems = (request: NfeVoidRangeRequest): Record<string, string> => {
  const problems: Record<string, string> = {};
  const serieProblem = nfeSerieRule(request.serie);
  if (serieProblem !== undefined) problems.serie = serieProblem;
  if (request.from < 1 || request.from > MAX_NNF) problems.from = "brazil.nfe.voiding.outofrange";
  if (request.to < 1 || request.to > MAX_NNF) problems.to = "brazil.nfe.voiding.outofrange";
  else if (request.to < request.from) problems.to = "brazil.nfe.voiding.endbeforestart";
  return problems;
};

/**
 * Voids a range of unused NF-e numbers of the user's issuer (inutilização,
 * docs/PRODUCT-RULES.md#nf-e-events) in the environment of the Brazil settings: the range and its
 * justification (15 to 255 characters) are checked (ValidationFailed), the signed `inutNFe` goes
 * where the user's NF-e go now, and is kept whatever SEFAZ answers (241 when a number was used,
 * 256 when one was voided already). Once homologated (102), the série's counter moves past the
 * range, so no invoice takes a voided number.
 */
export const voidNfeRange = (input: {
  readonly userId: UserId;
  readonly request: NfeVoidRangeRequest;
  readonly sandboxHeader: boolean | undefined;
}) =>
  Effect.gen(function* () {
    const settings = yield* (yield* SettingsRepository).getBrazil(input.userId);
    if (Option.isNone(settings)) return yield* new NfeSettingsMissing();
    const { request } = input;
    const problems = rangeProblems(request);
    const justification = eventText(request.justification, JUSTIFICATION_LENGTH, "justification");
    if ("problem" in justification) problems.justification = justification.problem;
    if (Object.keys(problems).length > 0 || !("text" in justification)) {
      return yield* new ValidationFailed({ fields: problems });
    }
    const uf = settings.value.uf;
    if (uf === null || !isUf(uf)) {
      return yield* new NfePrerequisitesMissing({
        fields: { "seller.uf": "brazil.nfe.seller.ufrequired" },
      });
    }
    const issuer = settings.value.cnpj;
    const environment = settings.value.defaultNFeEnvironment;
    const now = yield* (yield* Clock).now;
    const { channel, sandbox } = yield* openNfeEventChannel({
      userId: input.userId,
      issuer: { name: settings.value.companyName, cnpj: issuer },
      now,
      sandbox: null,
      sandboxHeader: input.sandboxHeader,
    });
    const signedXml = channel.signEvent(
      nfeVoidingXml({
        tpAmb: environment === "production" ? 1 : 2,
        cUF: ufIbgeCode(uf),
        year: Number(nfeDateTime(new Date(now), uf).slice(2, 4)),
        issuer,
        serie: request.serie,
        from: request.from,
        to: request.to,
        justification: justification.text,
      }),
    );
    const result = yield* channel.sefaz.voidNumbers({ signedXml, uf, environment });
    const registered = result.cStat === VOIDED_CSTAT && result.procXml !== null;
    const event: NfeEvent = {
      id: yield* (yield* IdGenerator).next,
      invoiceId: null,
      kind: "voiding",
      environment,
      sandbox,
      issuer,
      serie: request.serie,
      accessKey: null,
      sequence: 1,
      from: request.from,
      to: request.to,
      text: justification.text,
      cStat: result.cStat,
      xMotivo: result.xMotivo,
      protocol: registered ? result.protocol : null,
      registered,
      sentAt: now,
      registeredAt: registered ? result.registeredAt : null,
    };
    yield* (yield* NfeEventRepository).record(input.userId, {
      event,
      signedXml,
      responseXml: result.responseXml,
      procXml: registered ? result.procXml : null,
    });
    if (registered) {
      yield* (yield* NfeNumbering).skipVoided(
        input.userId,
        { environment, issuer, serie: request.serie },
        request.to,
      );
    }
    return { cStat: result.cStat, xMotivo: result.xMotivo, event } satisfies NfeEventSent;
  });
