import {
  FrenchPlatform,
  type FrenchPlatformReceipt,
  FrenchPlatformUnavailable,
  type FrenchSubmission,
} from "@invoicing/core";
import { Effect, Layer, Schema } from "effect";
import type { ChorusProConfig } from "./chorus-pro-config.ts";
import { makePisteTokens, type PisteTokens } from "./piste-token.ts";

/** Chorus Pro's deposit of a flow, and the syntax of a Factur-X PDF (CII embedded). */
const DEPOSIT_PATH = "/cpro/factures/v1/deposer/flux";
const FACTUR_X_SYNTAX = "IN_DP_E2_CII_FACTURX";

const DepositAnswer = Schema.Struct({
  codeRetour: Schema.Finite,
  libelle: Schema.String,
  numeroFluxDepot: Schema.optionalKey(Schema.Union([Schema.String, Schema.Finite])),
});
type DepositAnswer = typeof DepositAnswer.Type;

const unavailable = (reason: string) => new FrenchPlatformUnavailable({ reason });

/** The Basic-style `cpro-account` header of a Chorus Pro technical account. */
const accountHeader = (config: ChorusProConfig): string =>
  Buffer.from(`${config.login}:${config.password}`).toString("base64");

interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A body's JSON, or null when it has none (an empty body, a proxy's HTML error page). */
const jsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const postDeposit = (config: ChorusProConfig, token: string, submission: FrenchSubmission) =>
  Effect.tryPromise({
    try: async (signal): Promise<HttpAnswer> => {
      const response = await fetch(`${config.apiUrl.replace(/\/+$/u, "")}${DEPOSIT_PATH}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "cpro-account": accountHeader(config),
          "content-type": "application/json;charset=utf-8",
          accept: "application/json",
        },
        body: JSON.stringify({
          fichierFlux: Buffer.from(submission.facturX).toString("base64"),
          nomFichier: `${submission.invoiceNumber}.pdf`,
          syntaxeFlux: FACTUR_X_SYNTAX,
          avecSignature: false,
        }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
      });
      return { status: response.status, body: jsonOrNull(await response.text()) };
    },
    catch: (error) => unavailable(`Chorus Pro deposit failed: ${String(error)}`),
  });

const receiptOf = (answer: DepositAnswer): FrenchPlatformReceipt =>
  answer.codeRetour === 0 && answer.numeroFluxDepot !== undefined
    ? {
        status: "deposited",
        reason: null,
        submissionId: String(answer.numeroFluxDepot),
        failedRules: [],
      }
    : {
        status: "rejected",
        reason: answer.libelle,
        submissionId: null,
        failedRules: [
          { id: `CPRO-${answer.codeRetour}`, flag: "fatal", text: answer.libelle, location: "" },
        ],
      };

const UNAUTHORIZED = 401;
const CLIENT_ERROR = 400;
const SERVER_ERROR = 500;

/**
 * Deposits a Factur-X PDF on Chorus Pro: `deposer/flux` with syntax `IN_DP_E2_CII_FACTURX`, the
 * file in base64. A deposit Chorus Pro takes (code 0) answers with its flow number; one it
 * refuses (a 4xx answer with a code and label) is a rejection. A refused token is renewed once;
 * no answer, a server error or an unreadable answer is FrenchPlatformUnavailable.
 */
export const depositOnChorusPro = (
  config: ChorusProConfig,
  tokens: PisteTokens,
  submission: FrenchSubmission,
): Effect.Effect<FrenchPlatformReceipt, FrenchPlatformUnavailable> =>
  Effect.gen(function* () {
    const first = yield* postDeposit(config, yield* tokens.get, submission);
    const answer =
      first.status === UNAUTHORIZED
        ? yield* Effect.andThen(tokens.forget, () =>
            Effect.flatMap(tokens.get, (token) => postDeposit(config, token, submission)),
          )
        : first;
    if (answer.status >= SERVER_ERROR || answer.status === UNAUTHORIZED) {
      return yield* Effect.fail(unavailable(`Chorus Pro answered HTTP ${answer.status}`));
    }
    const decoded = yield* Schema.decodeUnknownEffect(DepositAnswer)(answer.body).pipe(
      Effect.mapError(() =>
        unavailable(`Chorus Pro answered HTTP ${answer.status} without a deposit report`),
      ),
    );
    if (answer.status >= CLIENT_ERROR && decoded.codeRetour === 0) {
      return yield* Effect.fail(unavailable(`Chorus Pro answered HTTP ${answer.status}`));
    }
    return receiptOf(decoded);
  });

/** The FrenchPlatform port on Chorus Pro (the B2G platform), through PISTE. */
export const chorusProFrenchPlatformLayer = (config: ChorusProConfig) =>
  Layer.effect(
    FrenchPlatform,
    Effect.map(makePisteTokens(config), (tokens) =>
      FrenchPlatform.of({ submit: (submission) => depositOnChorusPro(config, tokens, submission) }),
    ),
  );
