import type { InvoiceJson } from "@invoicing/core";
import type { ApiClient } from "@invoicing/server/testing";
import { invoiceBody } from "@invoicing/server/testing";
import type { LoadTarget } from "./load-endpoint.ts";
import { BENCH_PASSWORD, type BenchAccount } from "./seed-bench-data.ts";

/** The endpoints the table's derived rows read: a draft's and an issued invoice's creation. */
export const DRAFT_CREATION = "invoice creation";
export const ISSUED_CREATION = "invoice creation, issued (numbered and archived)";

/** Signs `account` in and answers its session token. */
export const signIn = async (api: ApiClient, account: BenchAccount): Promise<string> => {
  const login = await api.request("POST", "/api/auth/login", {
    json: { email: account.email, password: BENCH_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`${account.email}: login answered ${login.status}`);
  return (login.body as { token: string }).token;
};

const DETAIL_SPREAD_PAGES = 10;
/** A word in a twelfth of the client names: a broad search, as a user types it. */
export const SEARCH_TERM = "conseil";
/** The page at offset 99,980 of 100,000: the last page a user could reach by paging. */
export const DEEP_PAGE = 5000;

const list = (query: string) => () => `/api/invoices${query}`;

/** Issued invoices the credit-note writes go round, so that no single invoice's lock is hot. */
const CREDITED_INVOICES = 20;

/**
 * Issues CREDITED_INVOICES invoices of one line of 10,000,000.00, which credit notes of 0.01
 * each never use up, and answers each one's id and line id.
 */
const invoicesToCredit = async (api: ApiClient, token: string, clientId: string) => {
  const issued: Array<{ readonly id: string; readonly itemId: string }> = [];
  for (let index = 0; index < CREDITED_INVOICES; index += 1) {
    const answer = await api.request("POST", "/api/invoices", {
      token,
      json: invoiceBody(clientId, {
        status: "sent",
        items: [{ description: "Retainer", quantity: 1, unitPrice: 10_000_000, taxRate: 20 }],
      }),
    });
    if (answer.status !== 201) throw new Error(`issuing answered ${answer.status}`);
    const body = answer.body as InvoiceJson;
    issued.push({ id: body.id, itemId: body.items[0]?.id ?? "" });
  }
  return issued;
};

/** Load targets by row name, in the order they run. */
export type NamedTargets = ReadonlyArray<readonly [string, LoadTarget]>;

/**
 * The requests of the benchmark for a signed-in `account`, by name, in the order they are run:
 * the reads, then the writes, creation (which adds drafts, then issued and archived invoices),
 * credit notes (on a few issued invoices made for them) and login (which adds sessions).
 * Detail requests go round a thousand invoices, so that no single row stays hot.
 */
export const benchTargets = async (
  api: ApiClient,
  account: BenchAccount,
  token: string,
): Promise<{ readonly reads: NamedTargets; readonly writes: NamedTargets }> => {
  const ids: string[] = [];
  for (let page = 1; page <= DETAIL_SPREAD_PAGES; page += 1) {
    const answer = await api.request("GET", `/api/invoices?page=${page}&pageSize=100`, { token });
    ids.push(...(answer.body as { data: ReadonlyArray<InvoiceJson> }).data.map(({ id }) => id));
  }
  const clients = await api.request("GET", "/api/clients", { token });
  const clientId = (clients.body as { data: ReadonlyArray<{ id: string }> }).data[0]?.id ?? "";
  const get = (path: (index: number) => string): LoadTarget => ({ method: "GET", path, token });
  const credited = await invoicesToCredit(api, token, clientId);
  const creditedAt = (index: number) => credited[index % credited.length] ?? { id: "", itemId: "" };
  const reads: NamedTargets = [
    ["invoice list, first page", get(list(""))],
    [`invoice list, search "${SEARCH_TERM}"`, get(list(`?q=${SEARCH_TERM}`))],
    ["invoice list, status overdue", get(list("?status=overdue"))],
    [`invoice list, page ${DEEP_PAGE}`, get(list(`?page=${DEEP_PAGE}`))],
    ["invoice detail", get((index) => `/api/invoices/${ids[index % ids.length]}`)],
    ["dashboard", get(() => "/api/dashboard")],
    ["client list", get(() => "/api/clients")],
  ];
  const writes: NamedTargets = [
    [
      DRAFT_CREATION,
      { method: "POST", path: () => "/api/invoices", token, json: invoiceBody(clientId) },
    ],
    // Beside the draft: what numbering and archiving the PDF (rendered, hashed, stored) add.
    [
      ISSUED_CREATION,
      {
        method: "POST",
        path: () => "/api/invoices",
        token,
        json: invoiceBody(clientId, { status: "sent" }),
      },
    ],
    // Beside invoice creation: a credit note locks its invoice, then the credit-note counter.
    [
      "credit-note creation throughput (0.01 of a line each)",
      {
        method: "POST",
        path: (index) => `/api/invoices/${creditedAt(index).id}/credit-notes`,
        token,
        jsonAt: (index) => ({
          reason: "Bench",
          items: [{ itemId: creditedAt(index).itemId, amount: 0.01 }],
        }),
      },
    ],
    [
      "login",
      {
        method: "POST",
        path: () => "/api/auth/login",
        json: { email: account.email, password: BENCH_PASSWORD },
      },
    ],
  ];
  return { reads, writes };
};
