import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDps, type DpsBuildInput } from "@invoicing/core";
import { aDpsInput } from "@invoicing/core/testing/builders";
import { Effect, Result } from "effect";
import { describe, expect, it } from "vitest";
import { DPS_CORPUS } from "../../../testing/einvoice/brazil/dps-corpus.ts";
import { testNfseSchemaDirectory } from "../../../testing/standards.ts";
import { readPfx } from "../../einvoice/brazil/nfe-certificate.ts";
import { makeSefinClient } from "../../einvoice/brazil/sefin-client.ts";
import { makeSefinSandbox } from "../../einvoice/brazil/sefin-sandbox.ts";
import { signDps } from "../../einvoice/brazil/sign-dps.ts";
import { sandboxCertificate } from "../../einvoice/brazil/test-certificate.ts";
import { makeFontLibrary } from "../font-files.ts";
import { renderDanfsePdf } from "./render-danfse-pdf.ts";

const fonts = makeFontLibrary();
const folder = mkdtempSync(join(tmpdir(), "danfse-"));
const now = new Date("2026-11-20T10:00:00Z");

const issued = async (input: DpsBuildInput): Promise<string> => {
  const settings = input.document.seller.brazil;
  const holder = { companyName: settings?.companyName ?? "", cnpj: settings?.cnpj ?? "" };
  const { pfx, password } = sandboxCertificate(holder, now);
  const built = Result.getOrThrow(buildDps(input));
  const signed = signDps(built.xml, Result.getOrThrow(readPfx(pfx, password)));
  const transport = makeSefinSandbox({
    schemaDirectory: testNfseSchemaDirectory,
    registry: async () => ({
      name: holder.companyName,
      street: "Avenida Paulista",
      number: "1000",
      complement: null,
      district: "Bela Vista",
      municipalityCode: "3550308",
      uf: "SP",
      cep: "01310100",
    }),
    now: () => now,
  });
  const result = await Effect.runPromise(
    makeSefinClient(() => transport).submitDps({
      signedXml: signed,
      dpsId: built.id,
      environment: "homologation",
    }),
  );
  if (result.nfseXml === null) throw new Error(JSON.stringify(result.messages));
  return result.nfseXml;
};

const text = (name: string, bytes: Uint8Array): string => {
  const path = join(folder, `${name}.pdf`);
  writeFileSync(path, bytes);
  execFileSync("qpdf", ["--check", path]);
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
};

// pdftotext skips the faint diagonal "SEM VALOR FISCAL": its translucent graphics state shows it.
const translucent = (bytes: Uint8Array): boolean => {
  const path = join(folder, `raw-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(path, bytes);
  const qdf = execFileSync("qpdf", ["--qdf", "--object-streams=disable", path, "-"], {
    encoding: "latin1",
  });
  return /\/ca 0\.15/u.test(qdf);
};

describe("renderDanfsePdf", { timeout: 60_000 }, () => {
  it("prints the key, number, parties, service and ISS of a produção restrita NFS-e, marked without fiscal value", async () => {
    const nfseXml = await issued(aDpsInput());
    const key = /Id="NFS(\d{50})"/u.exec(nfseXml)?.[1] ?? "";
    const pdf = renderDanfsePdf({ nfseXml }, fonts);
    const printed = text("simples", pdf);
    expect(translucent(pdf)).toBe(true);
    expect(printed.replace(/\s/gu, "")).toContain(key);
    for (const expected of [
      "DANFSe",
      "Serviços Digitais Ltda.",
      "11.222.333/0001-81",
      "Comércio Carioca Ltda.",
      "01.07.01",
      "Desenvolvimento de software",
      "R$ 100,00",
      "2,00 %",
      "R$ 2,00",
    ]) {
      expect(printed).toContain(expected);
    }
    expect(printed).not.toContain("NFS-e CANCELADA");
  });

  it("stamps a cancelled NFS-e and prints a foreign taker's NIF and withheld ISS", async () => {
    const [, , withheld, , foreign] = DPS_CORPUS;
    if (withheld === undefined || foreign === undefined) throw new Error("corpus changed");
    const cancelled = text(
      "foreign",
      renderDanfsePdf({ nfseXml: await issued(foreign.input), cancelled: true }, fonts),
    );
    expect(cancelled).toContain("NFS-e CANCELADA");
    expect(cancelled).toContain("NIF FR40303265045");
    const withholding = text(
      "withheld",
      renderDanfsePdf(
        { nfseXml: await issued({ ...withheld.input, environment: "homologation" }) },
        fonts,
      ),
    );
    expect(withholding).toContain("Retido pelo tomador");
    expect(withholding).toContain("R$ 1.725,00");
    expect(withholding).toContain("R$ 86,25");
  });
});
