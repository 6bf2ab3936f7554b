import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { aClientInput, anInvoiceRequest, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { CreditNoteNotFound } from "../credit-notes/credit-note-errors.ts";
import { FacturXPdf } from "../france/factur-x/factur-x-pdf.ts";
import { CreditNoteRepository } from "../ports/credit-note-repository.ts";
import { PdfRenderer } from "../ports/pdf-renderer.ts";
import { archiveInvoice } from "./archive-invoice.ts";
import { archiveQueuedDocuments } from "./archive-queued-documents.ts";
import { changeInvoiceStatus } from "./change-invoice-status.ts";
import { createClient } from "./create-client.ts";
import { createInvoice } from "./create-invoice.ts";
import { getInvoice } from "./get-invoice.ts";
import { getInvoicePdf } from "./get-invoice-pdf.ts";
import { registerUser } from "./register-user.ts";
import { updateProfile } from "./update-profile.ts";

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

// A "PDF" that tells what it shows: the seller's company, the number and the mark, if any.
const shownPdf = PdfRenderer.of({
  renderInvoice: (document) =>
    Effect.succeed(
      Uint8Array.from(
        `${document.seller.party.name}|${document.number}|${document.watermark ?? ""}`,
        (character) => character.charCodeAt(0),
      ),
    ),
});

const rendering = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  effect.pipe(
    Effect.provideService(PdfRenderer, shownPdf),
    Effect.provideService(FacturXPdf, FacturXPdf.of({ embed: (pdf) => Effect.succeed(pdf) })),
  );

// The in-memory ports hold no credit notes (their use cases are tested on the database), so the
// archive job finds none queued and never reads one.
const noCreditNotes = CreditNoteRepository.of({
  create: () => Effect.die("the in-memory ports hold no credit notes"),
  list: (_, query) =>
    Effect.succeed({ data: [], page: query.page, pageSize: query.pageSize, total: 0 }),
  get: (_, id) => Effect.fail(new CreditNoteNotFound({ id })),
  ofInvoice: () => Effect.succeed([]),
});

const setUp = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration({ language: "en" })));
  const client = await ports.run(createClient({ userId: user.id, client: aClientInput() }));
  const create = (status: "draft" | "sent") =>
    ports.run(
      createInvoice({ userId: user.id, request: anInvoiceRequest(client.id, { status }) }).pipe(
        Effect.map(({ invoice }) => invoice),
      ),
    );
  const pdf = async (id: string) =>
    text((await ports.run(rendering(getInvoicePdf({ userId: user.id, id })))).bytes);
  const rename = (companyName: string) =>
    ports.run(updateProfile({ userId: user.id, request: { companyName } }));
  return { ports, userId: user.id, create, pdf, rename };
};

describe("archiveInvoice", () => {
  it("keeps the PDF an invoice had when it took its number, whatever changes afterwards", async () => {
    const { ports, userId, create, pdf, rename } = await setUp();
    const { id } = await create("sent");
    const archived = await ports.run(rendering(archiveInvoice({ userId, id })));
    expect(archived.map((file) => [file.format, file.size])).toEqual([["pdf", 21]]);
    await rename("Renamed Ltd");
    await ports.run(changeInvoiceStatus({ userId, id, status: "paid", screen: "detail" }));
    expect(await pdf(id)).toBe("Silva Design|INV-001|");
    const detail = await ports.run(getInvoice({ userId, id }));
    expect(detail.archive).toEqual({
      pdfSha256: archived[0]?.sha256,
      archivedAt: ports.state.now,
    });
  });

  it("archives an issued invoice once: a second archive answers the first", async () => {
    const { ports, userId, create, rename } = await setUp();
    const { id } = await create("sent");
    const first = await ports.run(rendering(archiveInvoice({ userId, id })));
    await rename("Renamed Ltd");
    expect(await ports.run(rendering(archiveInvoice({ userId, id })))).toEqual(first);
    expect([...ports.state.files.keys()]).toEqual([first[0]?.storageKey]);
  });

  it("archives nothing of a draft, whose PDF is rendered each time with its mark", async () => {
    const { ports, userId, create, pdf, rename } = await setUp();
    const { id } = await create("draft");
    expect(await ports.run(rendering(archiveInvoice({ userId, id })))).toEqual([]);
    expect(await pdf(id)).toBe("Silva Design|Draft|DRAFT");
    await rename("Renamed Ltd");
    expect(await pdf(id)).toBe("Renamed Ltd|Draft|DRAFT");
    expect((await ports.run(getInvoice({ userId, id }))).archive).toBeNull();
  });
});

describe("archiveQueuedDocuments", () => {
  it("archives every issued invoice not archived yet, and leaves drafts", async () => {
    const { ports, create } = await setUp();
    await create("sent");
    await create("draft");
    await create("sent");
    // As if the process had stopped before archiving them when they took their numbers.
    ports.state.archive.length = 0;
    const job = rendering(archiveQueuedDocuments).pipe(
      Effect.provideService(CreditNoteRepository, noCreditNotes),
    );
    expect(await ports.run(job)).toEqual({ archived: 2 });
    expect(await ports.run(job)).toEqual({ archived: 0 });
    expect(ports.state.archive.map((file) => file.format)).toEqual(["pdf", "pdf"]);
  });
});
