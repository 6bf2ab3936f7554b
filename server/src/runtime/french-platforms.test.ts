import { FrenchPlatform, type User } from "@invoicing/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { chooseFrenchPlatform, FrenchPlatforms } from "./french-platforms.ts";

const platform = (flowId: string) =>
  FrenchPlatform.of({
    submit: () =>
      Effect.succeed({ status: "deposited", reason: null, submissionId: flowId, failedRules: [] }),
  });

const sandbox = platform("SANDBOX-1");
const chorusPro = platform("CPRO-1");

const user = (sandboxMode: boolean) => ({ settings: { sandboxMode } }) as User;

const chosen = (
  production: typeof chorusPro | null,
  sandboxMode: boolean,
  header: boolean | undefined,
) =>
  Effect.runSync(
    chooseFrenchPlatform(user(sandboxMode), header).pipe(
      Effect.provideService(FrenchPlatforms, { sandbox, production }),
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
