import { parseCreditNoteNumber } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { expect, it } from "vitest";
import { apiClient } from "../../testing/api-client.ts";
import { firstSequences } from "../../testing/invoice-ledger.ts";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import { serversOnOneDatabase } from "../../testing/servers-on-one-database.ts";

const CREDITS = 200;

/**
 * Issues CREDITS / 2 invoices on `urls[0]`, then credits each twice (a part, then the rest) all at
 * once, spread over `urls`; answers the credit notes' numbers and the invoices' statuses.
 */
const creditConcurrently = async (urls: ReadonlyArray<string>) => {
  const [first, ...others] = urls.map((url) => apiClient(url));
  if (first === undefined) throw new Error("at least one server");
  const { token } = await first.signUp();
  const client = await first.request("POST", "/api/clients", { token, json: clientBody() });
  const clientId = (client.body as { id: string }).id;
  const invoices: Array<{ id: string; itemId: string }> = [];
  for (let index = 0; index < CREDITS / 2; index += 1) {
    const issued = await first.request("POST", "/api/invoices", {
      token,
      json: invoiceBody(clientId, { status: "sent" }),
    });
    const body = issued.body as { id: string; items: ReadonlyArray<{ id: string }> };
    invoices.push({ id: body.id, itemId: body.items[0]?.id ?? "" });
  }
  const servers = [first, ...others];
  const requests = invoices.flatMap(({ id, itemId }) => [
    { id, json: { reason: "Part", items: [{ itemId, amount: 10 }] } },
    { id, json: { reason: "Rest" } },
  ]);
  const answers = await Promise.all(
    requests.map(({ id, json }, index) =>
      (servers[index % servers.length] ?? first).request(
        "POST",
        `/api/invoices/${id}/credit-notes`,
        { token, json },
      ),
    ),
  );
  const statuses = await Promise.all(
    invoices.map(
      async ({ id }) =>
        ((await first.request("GET", `/api/invoices/${id}`, { token })).body as { status: string })
          .status,
    ),
  );
  return { answers, statuses };
};

const expectGaplessAndCancelled = ({
  answers,
  statuses,
}: Awaited<ReturnType<typeof creditConcurrently>>) => {
  // Either order of the two credit notes of an invoice is fine: "Rest" first takes it all, and
  // "Part" then finds nothing left (422); "Part" first leaves the rest to "Rest".
  expect(answers.every((answer) => answer.status === 201 || answer.status === 422)).toBe(true);
  const created = answers.filter((answer) => answer.status === 201);
  const sequences = created
    .map((answer) =>
      parseCreditNoteNumber((answer.body as { creditNoteNumber: string }).creditNoteNumber),
    )
    .sort((a, b) => (a ?? 0) - (b ?? 0));
  expect(created.length).toBeGreaterThanOrEqual(CREDITS / 2);
  expect(sequences).toEqual(firstSequences(created.length));
  expect(statuses).toEqual(statuses.map(() => "cancelled"));
};

describeEachBackend("crediting invoices concurrently", (backend) => {
  const { urls } = serversOnOneDatabase(backend);
  it(`numbers ${CREDITS} concurrent credit notes with no gap (across two server processes on a server database) and cancels every fully credited invoice`, async () => {
    expectGaplessAndCancelled(await creditConcurrently(urls()));
  }, 180_000);
});
