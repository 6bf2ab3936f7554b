import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { anNfeInput } from "../../../testing/builders/index.ts";
import { buildNfe } from "./build-nfe.ts";

const xmlOf = (input = anNfeInput()): string => Result.getOrThrow(buildNfe(input)).xml;

describe("nfeXml", () => {
  it("writes the NF-e root, infNFe with its Id, and no declaration or whitespace between elements", () => {
    const built = Result.getOrThrow(buildNfe(anNfeInput()));
    expect(built.xml).toMatch(
      new RegExp(
        `^<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00" Id="NFe${built.accessKey}"><ide><cUF>35</cUF>`,
        "u",
      ),
    );
    expect(built.xml).not.toMatch(/>\s+</u);
  });

  it("writes the groups in the layout's order", () => {
    const xml = xmlOf();
    const order = [
      "<ide>",
      "<emit>",
      "<dest>",
      "<det ",
      "<total>",
      "<transp>",
      "<cobr>",
      "<pag>",
      "<infAdic>",
    ];
    const positions = order.map((tag) => xml.indexOf(tag));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  });

  it("escapes markup in texts", () => {
    const xml = xmlOf(
      anNfeInput({ client: { company: "Pão & <Café>" }, environment: "production" }),
    );
    expect(xml).toContain("<xNome>Pão &amp; &lt;Café&gt;</xNome>");
  });

  it("writes the Simples Nacional and the normal regime groups", () => {
    expect(xmlOf()).toContain(
      "<imposto><ICMS><ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102></ICMS><PIS><PISOutr><CST>49</CST><vBC>0.00</vBC><pPIS>0.00</pPIS><vPIS>0.00</vPIS></PISOutr></PIS>",
    );
    const normal = xmlOf(
      anNfeInput({
        brazil: { regime: "normal" },
        invoice: { pricesIncludeTax: true },
        items: [{ quantity: 1, unitPrice: 10000, taxRate: 18 }],
      }),
    );
    expect(normal).toContain(
      "<ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC><vBC>100.00</vBC><pICMS>18.00</pICMS><vICMS>18.00</vICMS></ICMS00>",
    );
    expect(normal).toContain(
      "<IBSCBS><CST>000</CST><cClassTrib>000001</cClassTrib><gIBSCBS><vBC>78.35</vBC>",
    );
    expect(normal).toContain("<IBSCBSTot><vBCIBSCBS>78.35</vBCIBSCBS>");
    expect(normal).toContain("<vNF>100.00</vNF>");
  });

  it("carries a normal-regime invoice's total as vNF and its fractional quantities as qCom and qTrib", () => {
    const input = anNfeInput({
      brazil: { regime: "normal" },
      items: [
        { quantity: 2.5, unitPrice: 1999, taxRate: 18 },
        { quantity: 0.125, unitPrice: 80000, taxRate: 12, unitCode: "KGM" },
      ],
    });
    const xml = xmlOf(input);
    const total = input.document.invoice.total;
    expect(xml).toContain(
      `<vNF>${Math.trunc(total / 100)}.${String(total % 100).padStart(2, "0")}</vNF>`,
    );
    expect(xml).toContain("<qCom>2.5000</qCom>");
    expect(xml).toContain("<qTrib>2.5000</qTrib>");
    expect(xml).toContain("<uCom>KG</uCom><qCom>0.1250</qCom>");
  });
});
