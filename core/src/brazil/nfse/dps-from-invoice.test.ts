import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { aDpsInput } from "../../../testing/builders/dps-input.ts";
import { buildDps } from "./build-dps.ts";
import { dpsFromInvoice } from "./dps-from-invoice.ts";

const failure = (result: ReturnType<typeof dpsFromInvoice>) =>
  Result.isFailure(result) ? result.failure : undefined;

describe("dpsFromInvoice", () => {
  it("declares a Simples Nacional provider with its apuração and the ISS rate in hundredths", () => {
    const dps = Result.getOrThrow(dpsFromInvoice(aDpsInput()));
    expect(dps.provider).toEqual({
      cnpj: "11222333000181",
      im: "12345678",
      opSimpNac: 3,
      regApTribSN: "1",
      regEspTrib: "0",
    });
    expect(dps.issRate).toBe(200);
    expect(dps.amount).toBe(10000);
    expect(dps.id).toBe("DPS355030821122233300018100001000000000000001");
    expect(dps.dhEmi).toBe("2026-11-20T07:00:00-03:00");
    expect(dps.ibsCbs).toBeNull();
  });

  it("declares no rate for a MEI, which pays a fixed ISS", () => {
    const dps = Result.getOrThrow(dpsFromInvoice(aDpsInput({ brazil: { regime: "mei" } })));
    expect(dps.provider.opSimpNac).toBe(2);
    expect(dps.provider.regApTribSN).toBeNull();
    expect(dps.issRate).toBeNull();
  });

  it("writes the IBS/CBS group for the normal regime unless told not to", () => {
    const normal = aDpsInput({ brazil: { regime: "normal" } });
    expect(Result.getOrThrow(dpsFromInvoice(normal)).ibsCbs).toMatchObject({ cst: "000" });
    expect(Result.getOrThrow(dpsFromInvoice({ ...normal, ibsCbs: false })).ibsCbs).toBeNull();
  });

  it("refuses lines of different service codes, a line with tax on top and a taker without document", () => {
    const result = dpsFromInvoice(
      aDpsInput({
        client: { cnpj: null, cpf: null, country: "BR" },
        items: [
          { id: "a", description: "A", quantity: 1, unitPrice: 100, taxRate: 0 },
          { id: "b", description: "B", quantity: 1, unitPrice: 100, taxRate: 5 },
        ],
        lineServices: { b: { serviceCode: "170101", issRate: null } },
      }),
    );
    expect(failure(result)).toMatchObject({
      _tag: "NfsePrerequisitesMissing",
      fields: {
        "client.cnpj": "brazil.nfse.taker.documentrequired",
        "items.1.taxRate": "brazil.nfse.itemtaxrate",
        "items.1.serviceCode": "brazil.nfse.mixedservicecodes",
      },
    });
  });

  it("refuses an invoice in another currency and a seller without NFS-e settings", () => {
    expect(failure(dpsFromInvoice(aDpsInput({ invoice: { currency: "EUR" } })))).toMatchObject({
      _tag: "NfseCurrencyNotBrl",
    });
    expect(failure(dpsFromInvoice({ ...aDpsInput(), nfse: null }))).toMatchObject({
      _tag: "NfseSettingsMissing",
    });
  });

  it("writes the DPS without whitespace between elements, ready to sign", () => {
    const { xml } = Result.getOrThrow(buildDps(aDpsInput()));
    expect(xml).toMatch(/^<DPS xmlns="http:\/\/www.sped.fazenda.gov.br\/nfse" versao="1.01">/u);
    expect(xml).not.toMatch(/>\s+</u);
    expect(xml).toContain(
      "<tribMun><tribISSQN>1</tribISSQN><tpRetISSQN>1</tpRetISSQN><pAliq>2.00</pAliq></tribMun>",
    );
  });
});
