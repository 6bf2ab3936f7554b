import {
  embedFacturXInPdf,
  makeCdarValidator,
  makeFacturXValidator,
  makeFontLibrary,
  makePaClient,
  renderInvoicePdf,
  startSandboxPa,
  statusesSince,
} from "@invoicing/adapters";
import { testStandardsDir } from "@invoicing/adapters/testing";
import { facturXCorpus } from "@invoicing/adapters/testing/documents";
import { buildFacturXInvoice, ciiXml, type Instant } from "@invoicing/core";
import { describeTimings, type NamedTimings, timeRuns } from "@invoicing/fixtures/timings";
import { Effect, Result } from "effect";

// Times one deposit round trip on the sandbox PA over loopback HTTP: the real PA client posts a
// Factur-X PDF (multipart, flowInfo with its SHA-256), the sandbox validates it as a platform does
// (XSD and the three schematrons), the clock moves one step, and the client searches the status
// flows and reads the 200 CDAR. Run directly, it prints it: `node bench/documents/bench-sandbox-pa.ts`.
const RUNS = 30;
const STEP_SECONDS = 60;

/** Median, p99 and throughput of a deposit on the sandbox PA until its 200 Déposée is read back. */
export const measureSandboxPa = async (): Promise<ReadonlyArray<NamedTimings>> => {
  const [entry] = facturXCorpus();
  if (entry === undefined) throw new Error("the Factur-X corpus is empty");
  const xml = ciiXml(Result.getOrThrow(buildFacturXInvoice(entry.input)));
  const { document } = entry.input;
  const pdf = await embedFacturXInPdf(renderInvoicePdf(document, makeFontLibrary()), {
    xml,
    modifiedAt: document.invoice.updatedAt,
  });
  let now: Instant = "2026-11-27T10:00:00.000Z";
  const invoiceValidator = makeFacturXValidator(testStandardsDir);
  const sandbox = await startSandboxPa({
    invoiceValidator,
    cdarValidator: makeCdarValidator(testStandardsDir),
    now: () => now,
    stepSeconds: STEP_SECONDS,
    client: { id: "bench", secret: "bench" },
  });
  try {
    const client = await Effect.runPromise(
      makePaClient({
        flowServiceUrl: sandbox.flowServiceUrl,
        directoryServiceUrl: sandbox.directoryServiceUrl,
        auth: {
          kind: "oauth2",
          tokenUrl: sandbox.tokenUrl,
          clientId: "bench",
          clientSecret: "bench",
        },
        organizationId: null,
        timeoutMs: 30_000,
      }),
    );
    let run = 0;
    const timings = await timeRuns(RUNS, async () => {
      run += 1;
      const trackingId = `BENCH-${run}`;
      const since = now;
      await Effect.runPromise(
        client.submitFlow({
          file: pdf,
          fileName: `${trackingId}.pdf`,
          contentType: "application/pdf",
          info: {
            name: `${trackingId}.pdf`,
            flowSyntax: "Factur-X",
            flowProfile: "CIUS",
            trackingId,
          },
        }),
      );
      now = new Date(Date.parse(now) + STEP_SECONDS * 1000).toISOString();
      const statuses = await Effect.runPromise(statusesSince(client, since));
      if (!statuses.some((flow) => flow.trackingId === trackingId && flow.status.code === 200)) {
        throw new Error(`${trackingId} was not deposited`);
      }
    });
    return [
      {
        name: "Deposit round trip on the sandbox PA (Factur-X over HTTP, validation, 200 read back)",
        timings,
      },
    ];
  } finally {
    await sandbox.close();
    await invoiceValidator.close();
  }
};

if (import.meta.main) {
  for (const line of await measureSandboxPa()) process.stdout.write(`${describeTimings(line)}\n`);
}
