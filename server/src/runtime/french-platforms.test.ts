import {
  type ChorusProSettings,
  ChorusProSettingsRepository,
  FrenchPlatform,
  type User,
} from "@invoicing/core";
import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { chooseFrenchPlatform, FrenchPlatforms } from "./french-platforms.ts";

const platform = (flowId: string) =>
  FrenchPlatform.of({
    submit: () =>
      Effect.succeed({ status: "deposited", reason: null, submissionId: flowId, failedRules: [] }),
  });

const sandbox = platform("SANDBOX-1");
const chorusPro = platform("CPRO-1");

const ownChorusPro = platform("CPRO-OWN");

const user = (sandboxMode: boolean) => ({ id: "u1", settings: { sandboxMode } }) as User;

const account: ChorusProSettings = {
  tokenUrl: "https://sandbox-oauth.piste.gouv.fr/api/oauth/token",
  apiUrl: "https://sandbox-api.piste.gouv.fr",
  clientId: "client",
  clientSecret: "secret",
  login: "login",
  password: "password",
};

const chosen = (
  production: typeof chorusPro | null,
  sandboxMode: boolean,
  header: boolean | undefined,
  own: ChorusProSettings | null = null,
) =>
  Effect.runSync(
    chooseFrenchPlatform(user(sandboxMode), header).pipe(
      Effect.provideService(FrenchPlatforms, {
        sandbox,
        production,
        chorusProOf: (config) =>
          Effect.succeed(config.login === account.login ? ownChorusPro : chorusPro),
      }),
      Effect.provideService(ChorusProSettingsRepository, {
        get: () => Effect.succeed(Option.fromNullishOr(own)),
        save: () => Effect.void,
      }),
    ),
  );

describe("chooseFrenchPlatform", () => {
  it("sends to Chorus Pro when it is configured and nothing asks for the sandbox", () => {
    expect(chosen(chorusPro, false, undefined)).toEqual({
      environment: "production",
      platform: chorusPro,
    });
    expect(chosen(chorusPro, false, false).environment).toBe("production");
  });

  it("sends to the user's own Chorus Pro account when it is saved whole, server account or not", () => {
    expect(chosen(null, false, undefined, account)).toEqual({
      environment: "production",
      platform: ownChorusPro,
    });
    expect(chosen(chorusPro, false, undefined, account).platform).toBe(ownChorusPro);
    expect(chosen(chorusPro, false, undefined, { ...account, password: null }).platform).toBe(
      chorusPro,
    );
    expect(chosen(null, true, undefined, account).environment).toBe("sandbox");
  });

  it.each([
    ["the account's sandbox mode is on", chorusPro, true, undefined],
    ["the request's x-sandbox-mode says so", chorusPro, false, true],
    ["the request says false but the account is in sandbox mode", chorusPro, true, false],
    ["Chorus Pro is not configured", null, false, false],
  ])("sends to the sandbox when %s", (_, production, sandboxMode, header) => {
    expect(chosen(production, sandboxMode, header)).toEqual({
      environment: "sandbox",
      platform: sandbox,
    });
  });
});
