import {
  buildFacturXInvoice,
  ciiXml,
  FrenchPlatform,
  type FrenchSubmission,
  IdGenerator,
  type InvoiceNumber,
  type Siret,
} from "@invoicing/core";
import { Effect, Layer, Result } from "effect";
import { describe, expect, it } from "vitest";
import { facturXCorpus } from "../../../testing/einvoice/france/factur-x-corpus.ts";
import { testStandardsDir } from "../../../testing/standards.ts";
import { makeFontLibrary } from "../../pdf/font-files.ts";
import { embedFacturXInPdf } from "../../pdf/pdfa/embed-factur-x.ts";
import { renderInvoicePdf } from "../../pdf/render-invoice-pdf.ts";
import { sandboxFrenchPlatformLayer } from "./sandbox-french-platform.ts";

const SLOW = 60_000;
const fixedIds = Layer.succeed(IdGenerator, IdGenerator.of({ next: Effect.succeed("flow-1") }));
const platform = sandboxFrenchPlatformLayer(testStandardsDir).pipe(Layer.provide(fixedIds));

const [entry] = facturXCorpus();
if (entry === undefined) throw new Error("empty corpus");
const { document } = entry.input;
const invoice = Result.getOrThrow(buildFacturXInvoice(entry.input));
const plainPdf = renderInvoicePdf(document, makeFontLibrary());
const pdfOf = (xml: string) =>
  embedFacturXInPdf(plainPdf, { xml, modifiedAt: document.invoice.updatedAt });

const submission = (facturX: Uint8Array): FrenchSubmission => ({
  invoiceNumber: "INV-101" as InvoiceNumber,
  sellerSiret: "55208131700018" as Siret,
  facturX,
});

// Every deposit of a test goes through one layer, so the schematron worker starts once.
const submitAll = (pdfs: ReadonlyArray<Uint8Array>) =>
  Effect.runPromise(
    Effect.forEach(pdfs, (pdf) =>
      FrenchPlatform.use((french) => french.submit(submission(pdf))),
    ).pipe(Effect.provide(platform)),
  );

describe("sandboxFrenchPlatformLayer", () => {
  it(
    "deposits a valid Factur-X with a flow id, rejects a broken one with each failed rule, and a PDF without XML",
    async () => {
      const broken = ciiXml({ ...invoice, seller: { ...invoice.seller, siren: null } });
      const [deposited, rejected, bare] = await submitAll([
        await pdfOf(ciiXml(invoice)),
        await pdfOf(broken),
        plainPdf,
      ]);
      expect(deposited).toEqual({
        status: "deposited",
        reason: null,
        submissionId: "SANDBOX-flow-1",
        failedRules: [],
      });
      expect(rejected?.status).toBe("rejected");
      expect(rejected?.submissionId).toBeNull();
      expect(rejected?.failedRules.map((rule) => rule.id)).toEqual([
        "BR-FR-09_BT-29",
        "BR-FR-10_BT-30",
      ]);
      expect(rejected?.reason).toMatch(
        /^BR-FR-09\/BT-29 : .+\nBR-FR-10\/BT-30 : Le SIREN du vendeur/u,
      );
      expect(bare).toMatchObject({
        status: "rejected",
        failedRules: [{ id: "FACTUR-X-ATTACHMENT", flag: "fatal", location: "PDF" }],
      });
    },
    SLOW,
  );
});
