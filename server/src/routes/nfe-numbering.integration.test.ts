import { describeEachBackend } from "@invoicing/fixtures";
import { brazilClientBody, brazilSettingsBody } from "@invoicing/fixtures/builders";
import { expect, it } from "vitest";
import { apiClient } from "../../testing/api-client.ts";
import { brlInvoiceBody } from "../../testing/brazil-samples.ts";
import { serversOnOneDatabase } from "../../testing/servers-on-one-database.ts";

const ISSUINGS = 200;
const sandbox = { "x-sandbox-mode": "true" };

/**
 * Issues ISSUINGS BRL invoices on `urls[0]`, then submits all their NF-e at once, spread over
 * `urls`; answers SEFAZ's codes and the nNF of each access key.
 */
const issueNfeConcurrently = async (urls: ReadonlyArray<string>) => {
  const [first, ...others] = urls.map((url) => apiClient(url));
  if (first === undefined) throw new Error("at least one server");
  const { token } = await first.signUp();
  await first.request("POST", "/api/sefaz/settings", {
    token,
    json: { settings: brazilSettingsBody() },
  });
  const client = await first.request("POST", "/api/clients", { token, json: brazilClientBody() });
  const clientId = (client.body as { id: string }).id;
  const invoices: string[] = [];
  for (let index = 0; index < ISSUINGS; index += 1) {
    const issued = await first.request("POST", "/api/invoices", {
      token,
      json: brlInvoiceBody(clientId),
    });
    invoices.push((issued.body as { id: string }).id);
  }
  const servers = [first, ...others];
  const answers = await Promise.all(
    invoices.map((invoiceId, index) =>
      (servers[index % servers.length] ?? first).request("POST", "/api/e-invoice/brazil/submit", {
        token,
        json: { invoiceId },
        headers: sandbox,
      }),
    ),
  );
  return answers.map((answer) => answer.body as { cStat: string; accessKey: string });
};

describeEachBackend("issuing NF-e concurrently", (backend) => {
  const { urls } = serversOnOneDatabase(backend);
  it(`gives ${ISSUINGS} concurrent NF-e the nNF 1…${ISSUINGS} with no gap (across two server processes on a server database), each authorised`, async () => {
    const answers = await issueNfeConcurrently(urls());
    expect(answers.map((answer) => answer.cStat)).toEqual(answers.map(() => "100"));
    const numbers = answers
      .map((answer) => Number(answer.accessKey.slice(25, 34)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: ISSUINGS }, (_, index) => index + 1));
  }, 600_000);
});
