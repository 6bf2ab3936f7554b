import { describe, expect, it } from "vitest";
import {
  brazilSettingsBody,
  brazilSettingsValues,
  formatCep,
  settingsFieldErrors,
} from "./brazil-settings-values.ts";

describe("the Brazil settings form", () => {
  it("starts from the default settings before the first save", () => {
    expect(brazilSettingsValues(null)).toMatchObject({
      cnpj: "",
      country: "Brazil",
      regime: "simplesNacional",
      autoSendToSEFAZ: false,
      defaultNFeEnvironment: "homologation",
      naturezaOperacao: "Venda",
      codigoCFOP: "5102",
      nfeSerie: "1",
    });
  });

  it.each([
    ["7", 7],
    [" 889 ", 889],
    ["", Number.NaN],
    ["1a", Number.NaN],
    ["-1", Number.NaN],
  ])("sends the série typed %j as %d", (typed, sent) => {
    const body = brazilSettingsBody({ ...brazilSettingsValues(null), nfeSerie: typed });
    expect(body.settings.nfeSerie).toBe(sent);
  });

  it.each([
    ["01310100", "01310-100"],
    ["01310-100", "01310-100"],
    ["0131", "0131"],
    ["013101", "01310-1"],
    ["01.310-100 9", "01310-100"],
  ])("shows the CEP %s as %s", (typed, shown) => {
    expect(formatCep(typed)).toBe(shown);
  });

  it("names the problems of the body's settings by the form's fields", () => {
    expect(
      settingsFieldErrors({
        "settings.cnpj": "brazil.cnpj.invalidcheckdigit",
        settings: "settings.errors.missing",
      }),
    ).toEqual({ cnpj: "brazil.cnpj.invalidcheckdigit", settings: "settings.errors.missing" });
  });
});
