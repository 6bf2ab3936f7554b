import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anNfeInput } from "../../../testing/builders/index.ts";
import { discountedInvoiceOf } from "../../../testing/invoice-totals-arbitraries.ts";
import { parseNfeAccessKey } from "../access-key.ts";
import { HOMOLOGATION_RECIPIENT_NAME } from "./homologation.ts";
import type { NfeDocument } from "./nfe-document.ts";
import type { NfeBuildError } from "./nfe-errors.ts";
import { nfeFromInvoice } from "./nfe-from-invoice.ts";

const built = (input = anNfeInput()): NfeDocument => Result.getOrThrow(nfeFromInvoice(input));

const failure = (input: ReturnType<typeof anNfeInput>): NfeBuildError => {
  const result = nfeFromInvoice(input);
  if (Result.isSuccess(result)) throw new Error("expected a failure");
  return result.failure;
};

const fieldsOf = (input: ReturnType<typeof anNfeInput>): Readonly<Record<string, string>> => {
  const error = failure(input);
  return error._tag === "NfePrerequisitesMissing" ? error.fields : {};
};

describe("nfeFromInvoice: identification and access key", () => {
  it("numbers the NF-e in its own série, not after the invoice, and builds its key from the same fields", () => {
    const nfe = built(anNfeInput({ invoice: { invoiceNumber: "INV-007" }, nNF: 42, serie: 3 }));
    expect(nfe.nNF).toBe(42);
    expect(nfe.serie).toBe(3);
    expect(parseNfeAccessKey(nfe.accessKey)).toEqual({
      cUF: 35,
      aamm: "2611",
      issuerDocument: "11222333000181",
      mod: 55,
      serie: 3,
      nNF: 42,
      tpEmis: 1,
      cNF: "40815162",
      cDV: nfe.cDV,
    });
  });

  it("writes dhEmi in the issuer's UF time, which sets the key's month", () => {
    const issuedAt = new Date("2026-12-01T02:30:00Z");
    const saoPaulo = built(anNfeInput({ issuedAt }));
    expect(saoPaulo.dhEmi).toBe("2026-11-30T23:30:00-03:00");
    expect(saoPaulo.accessKey.slice(2, 6)).toBe("2611");
    const manaus = built(
      anNfeInput({
        issuedAt,
        brazil: {
          uf: "AM",
          municipalityCode: "1302603",
          city: "Manaus",
          inscricaoEstadual: "042933684",
          postalCode: "69005-070",
        },
      }),
    );
    expect(manaus.dhEmi).toBe("2026-11-30T22:30:00-04:00");
    expect(manaus.cUF).toBe(13);
  });

  it("carries an alphanumeric CNPJ issuer into the key unchanged", () => {
    const nfe = built(anNfeInput({ brazil: { cnpj: "12ABC34501DE35" } }));
    expect(nfe.issuer.id).toEqual({ kind: "cnpj", value: "12ABC34501DE35" });
    expect(nfe.accessKey.slice(6, 20)).toBe("12ABC34501DE35");
  });
});

describe("nfeFromInvoice: destination and CFOP", () => {
  it("turns the settings' CFOP to 6xxx for another state and 5xxx within the state", () => {
    const interstate = built(anNfeInput({ brazil: { codigoCFOP: "5102" } }));
    expect(interstate.idDest).toBe(2);
    expect(interstate.items.map((item) => item.cfop)).toEqual(["6102"]);
    const internal = built(
      anNfeInput({
        brazil: { codigoCFOP: "6101" },
        client: { uf: "SP", municipalityCode: "3509502", inscricaoEstadual: "110042490114" },
      }),
    );
    expect(internal.idDest).toBe(1);
    expect(internal.items.map((item) => item.cfop)).toEqual(["5101"]);
  });
});

describe("nfeFromInvoice: recipient", () => {
  it("replaces the recipient's name in homologation and keeps it in production", () => {
    expect(built(anNfeInput({ environment: "homologation" })).recipient.name).toBe(
      HOMOLOGATION_RECIPIENT_NAME,
    );
    expect(built(anNfeInput({ environment: "production" })).recipient.name).toBe(
      "Comércio Carioca Ltda.",
    );
    expect(built(anNfeInput({ environment: "production" })).tpAmb).toBe(1);
  });

  it("reads ICMS taxpayer status from the IE: registered, ISENTO, none", () => {
    const registered = built();
    expect([registered.recipient.indIEDest, registered.recipient.ie, registered.indFinal]).toEqual([
      1,
      "78890169",
      0,
    ]);
    const exempt = built(anNfeInput({ client: { inscricaoEstadual: "ISENTO" } }));
    expect([exempt.recipient.indIEDest, exempt.recipient.ie]).toEqual([2, null]);
    const person = built(
      anNfeInput({
        client: { cnpj: null, cpf: "11144477735", company: null, inscricaoEstadual: null },
      }),
    );
    expect(person.recipient.id).toEqual({ kind: "cpf", value: "11144477735" });
    expect([person.recipient.indIEDest, person.indFinal]).toEqual([9, 1]);
  });

  it("takes the municipality's name from IBGE and the CEP as 8 digits", () => {
    const nfe = built(anNfeInput({ client: { municipalityName: "rio" } }));
    expect(nfe.recipient.address.municipalityName).toBe("Rio de Janeiro");
    expect(nfe.recipient.address.cep).toBe("20011000");
  });
});

describe("nfeFromInvoice: items, taxes and totals", () => {
  const items = [
    { quantity: 3, unitPrice: 1999, taxRate: 18, description: "Caneta “premium” – azul" },
    { quantity: 1, unitPrice: 25050, taxRate: 12, description: "Mesa" },
    { quantity: 2, unitPrice: 500, taxRate: 0, description: "Brinde" },
  ];

  it("writes CSOSN 102 and zero PIS/COFINS for Simples Nacional, vNF = vProd", () => {
    const nfe = built(anNfeInput({ items: items.map((item) => ({ ...item, taxRate: 0 })) }));
    expect(nfe.issuer.crt).toBe(1);
    expect(nfe.items.map((item) => item.icms.kind)).toEqual([
      "ICMSSN102",
      "ICMSSN102",
      "ICMSSN102",
    ]);
    expect(nfe.items[0]?.pis).toEqual({ kind: "Outr", cst: "49" });
    expect(nfe.items[0]?.description).toBe('Caneta "premium" - azul');
    expect(nfe.totals).toMatchObject({ products: 5997 + 25050 + 1000, invoice: 32047, icms: 0 });
    expect(nfe.items.every((item) => item.ibsCbs === null)).toBe(true);
    expect(nfe.additionalInfo).toContain("OPTANTE PELO SIMPLES NACIONAL");
  });

  it("writes CRT 4 for a MEI", () => {
    expect(built(anNfeInput({ brazil: { regime: "mei" } })).issuer.crt).toBe(4);
  });

  it("computes ICMS, PIS, COFINS and IBS/CBS inside the price for the normal regime", () => {
    const nfe = built(
      anNfeInput({ brazil: { regime: "normal" }, items, invoice: { pricesIncludeTax: true } }),
    );
    const [pen, table, gift] = nfe.items;
    expect(pen?.icms).toEqual({ kind: "ICMS00", base: 5997, rate: 1800, amount: 1079 });
    expect(table?.icms).toEqual({ kind: "ICMS00", base: 25050, rate: 1200, amount: 3006 });
    expect(gift?.icms).toEqual({ kind: "ICMS40", cst: "41" });
    expect(pen?.pis).toEqual({ kind: "Aliq", cst: "01", base: 5997, rate: 65, amount: 39 });
    expect(pen?.cofins).toEqual({ kind: "Aliq", cst: "01", base: 5997, rate: 300, amount: 180 });
    expect(pen?.ibsCbs).toMatchObject({ base: 5997 - 1079 - 39 - 180, cbsRate: 90, ibsUfRate: 10 });
    expect(pen?.ibsCbs?.cbs).toBe(42);
    expect(nfe.totals.icms).toBe(1079 + 3006);
    expect(nfe.totals.icmsBase).toBe(5997 + 25050);
    expect(nfe.totals.invoice).toBe(nfe.totals.products);
    const groups = nfe.items.flatMap((item) => (item.ibsCbs === null ? [] : [item.ibsCbs]));
    expect(nfe.totals.ibsCbs?.cbs).toBe(groups.reduce((sum, group) => sum + group.cbs, 0));
    expect(nfe.additionalInfo).not.toContain("SIMPLES");
  });

  it("leaves IBS/CBS out of a normal-regime NF-e when asked", () => {
    const nfe = built(anNfeInput({ brazil: { regime: "normal" }, ibsCbs: false }));
    expect(nfe.totals.ibsCbs).toBeNull();
  });

  it("uses each item's NCM where given and the default elsewhere", () => {
    const input = anNfeInput({ brazil: { regime: "normal" }, items, defaultNcm: "94033000" });
    const [first] = input.document.invoice.items;
    const nfe = built({ ...input, itemNcm: { [first?.id ?? ""]: "96081000" } });
    expect(nfe.items.map((item) => item.ncm)).toEqual(["96081000", "94033000", "94033000"]);
    expect(built(anNfeInput()).items[0]?.ncm).toBe("00");
  });
});

describe("nfeFromInvoice: decimal quantities, units, discounts, prices before tax", () => {
  it("makes vNF the invoice total when a normal-regime invoice adds tax on top (R$118)", () => {
    const input = anNfeInput({
      brazil: { regime: "normal" },
      items: [{ quantity: 1, unitPrice: 10000, taxRate: 18 }],
    });
    const nfe = built(input);
    expect(input.document.invoice.total).toBe(11800);
    expect(nfe.totals).toMatchObject({ products: 11800, discount: 0, invoice: 11800 });
    expect(nfe.items[0]).toMatchObject({ unitValue: "118.00", total: 11800 });
    expect(nfe.payment.amount).toBe(11800);
  });

  it("writes fractional quantities, the unit and each line's discounts as vDesc", () => {
    const input = anNfeInput({
      brazil: { regime: "normal" },
      invoice: { pricesIncludeTax: true, discount: { type: "amount", value: 1000 } },
      items: [
        {
          quantity: 1.5,
          unitPrice: 4000,
          taxRate: 18,
          unitCode: "HUR",
          discount: { type: "percent", value: 10 },
        },
        { quantity: 0.25, unitPrice: 2000, taxRate: 12, unitCode: "KGM" },
      ],
    });
    const nfe = built(input);
    // 1.5 × 40.00 = 60.00 less 6.00; 0.25 × 20.00 = 5.00; the 10.00 shared 54 : 5.
    expect(nfe.items.map((item) => [item.unit, item.quantity, item.total, item.discount])).toEqual([
      ["H", 1.5, 6000, 600 + 915],
      ["KG", 0.25, 500, 85],
    ]);
    expect(nfe.items[0]?.icms).toMatchObject({ base: 6000 - 1515 });
    expect(nfe.totals).toMatchObject({ products: 6500, discount: 1600, invoice: 4900 });
    expect(nfe.totals.invoice).toBe(input.document.invoice.total);
  });

  it("makes vNF the invoice total for any BRL invoice", () => {
    fc.assert(
      fc.property(
        discountedInvoiceOf(fc.constantFrom(0, 4, 7, 12, 17, 18, 20.5)),
        fc.constantFrom<"normal" | "simplesNacional">("normal", "simplesNacional"),
        ({ items, options }, regime) => {
          const input = anNfeInput({
            brazil: { regime },
            invoice: { ...options, currency: "BRL" },
            items: regime === "normal" ? items : items.map((item) => ({ ...item, taxRate: 0 })),
          });
          const nfe = built(input);
          expect(nfe.totals.invoice).toBe(input.document.invoice.total);
          expect(nfe.totals.products - nfe.totals.discount).toBe(input.document.invoice.total);
          for (const item of nfe.items)
            expect(item.total - item.discount).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("nfeFromInvoice: payment", () => {
  it("bills a sale due later as one boleto instalment", () => {
    const nfe = built();
    expect(nfe.payment).toEqual({ indPag: 1, tPag: "15", amount: 10000 });
    expect(nfe.billing).toEqual({ number: "INV-001", amount: 10000, dueDate: "2026-12-20" });
  });

  it("pays on issue when due on the issue date, without a bill", () => {
    const nfe = built(anNfeInput({ invoice: { dueDate: "2026-11-20" }, paymentMeans: "17" }));
    expect(nfe.payment).toEqual({ indPag: 0, tPag: "17", amount: 10000 });
    expect(nfe.billing).toBeNull();
  });
});

describe("nfeFromInvoice: refusals", () => {
  it("refuses a currency other than BRL", () => {
    expect(failure(anNfeInput({ invoice: { currency: "EUR" } }))).toMatchObject({
      _tag: "NfeCurrencyNotBrl",
      key: "brazil.nfe.currencynotbrl",
      currency: "EUR",
    });
  });

  it("refuses a seller without Brazil settings", () => {
    const input = anNfeInput();
    const document = { ...input.document, seller: { ...input.document.seller, brazil: null } };
    expect(failure({ ...input, document })).toMatchObject({
      _tag: "NfeSettingsMissing",
      key: "brazil.nfe.settingsmissing",
    });
  });

  it("names every missing prerequisite at once", () => {
    const fields = fieldsOf(
      anNfeInput({
        brazil: { inscricaoEstadual: null, district: null },
        client: { cnpj: null, cpf: null, municipalityCode: null, street: null },
        invoice: { invoiceNumber: null },
        cNF: "12345678",
      }),
    );
    expect(fields).toEqual({
      "seller.inscricaoEstadual": "brazil.nfe.seller.inscricaoestadualrequired",
      "seller.district": "brazil.nfe.seller.districtrequired",
      "client.cnpj": "brazil.nfe.recipient.documentrequired",
      "client.street": "brazil.nfe.recipient.streetrequired",
      "client.municipalityCode": "brazil.nfe.recipient.municipalityrequired",
      "invoice.invoiceNumber": "brazil.nfe.invoicenotnumbered",
      cNF: "brazil.nfe.cnf.guessable",
    });
    expect(failure(anNfeInput({ invoice: { invoiceNumber: null } })).key).toBe(
      "brazil.nfe.prerequisitesmissing",
    );
  });

  it("refuses tax on top of the price from a Simples Nacional seller", () => {
    expect(fieldsOf(anNfeInput({ items: [{ quantity: 1, unitPrice: 100, taxRate: 10 }] }))).toEqual(
      {
        "items.0.taxRate": "brazil.nfe.simplesnacional.taxnotallowed",
      },
    );
  });

  it("refuses a municipality IBGE does not list, a bad NCM, a reserved série and a bad cNF", () => {
    const input = anNfeInput({
      client: { municipalityCode: "3304558" },
      serie: 900,
      cNF: "1234",
    });
    const [item] = input.document.invoice.items;
    expect(fieldsOf({ ...input, itemNcm: { [item?.id ?? ""]: "123" } })).toEqual({
      "client.municipalityCode": "brazil.municipalitycode.unknown",
      "items.0.ncm": "brazil.ncm.invalidformat",
      serie: "brazil.nfe.serie.outofrange",
      cNF: "brazil.nfe.cnf.mustbe8digits",
    });
  });

  it("refuses a municipality outside the party's UF", () => {
    expect(fieldsOf(anNfeInput({ client: { municipalityCode: "3550308" } }))).toEqual({
      "client.municipalityCode": "brazil.municipalitycode.notinuf",
    });
  });
});
