import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseSandboxHeader, sandboxModeOn, usesSandbox } from "./sandbox-mode.ts";

describe("parseSandboxHeader", () => {
  it.each([
    ["true", true],
    [" TRUE ", true],
    ["false", false],
    ["1", undefined],
    [undefined, undefined],
  ])("reads %j as %j", (header, expected) => {
    expect(parseSandboxHeader(header)).toBe(expected);
  });
});

describe("usesSandbox", () => {
  it("uses production only when configured and neither account nor request asks for sandbox", () => {
    expect(
      usesSandbox({
        accountSandboxMode: false,
        headerSandboxMode: false,
        productionConfigured: true,
      }),
    ).toBe(false);
  });
  test.prop([fc.boolean(), fc.constantFrom(true, false, undefined)])(
    "always uses the sandbox without production credentials",
    (accountSandboxMode, headerSandboxMode) => {
      expect(
        usesSandbox({ accountSandboxMode, headerSandboxMode, productionConfigured: false }),
      ).toBe(true);
    },
  );
  it("does not let a request leave the sandbox the account is in", () => {
    expect(
      usesSandbox({
        accountSandboxMode: true,
        headerSandboxMode: false,
        productionConfigured: true,
      }),
    ).toBe(true);
  });
});

describe("sandboxModeOn", () => {
  it("cannot be turned off by the request while the account's mode is on", () => {
    expect(sandboxModeOn(true, false)).toBe(true);
    expect(sandboxModeOn(false, undefined)).toBe(false);
  });
  test.prop([fc.boolean(), fc.constantFrom(true, false, undefined)])(
    "is on exactly when the account or the request says so",
    (accountSandboxMode, headerSandboxMode) => {
      expect(sandboxModeOn(accountSandboxMode, headerSandboxMode)).toBe(
        accountSandboxMode || headerSandboxMode === true,
      );
    },
  );
});
