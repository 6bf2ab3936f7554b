import { type InvoiceListRow, parseInvoiceNumber } from "@invoicing/core";
import type { ApiClient } from "./api-client.ts";

const PAGE_SIZE = 100;

/** Every invoice of the account, read page by page through `GET /api/invoices`. */
export const allInvoices = async (api: ApiClient, token: string): Promise<InvoiceListRow[]> => {
  const invoices: InvoiceListRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.request("GET", `/api/invoices?page=${page}&pageSize=${PAGE_SIZE}`, {
      token,
    });
    if (answer.status !== 200) throw new Error(`listing failed: ${answer.status}`);
    const { data, total } = answer.body as { data: InvoiceListRow[]; total: number };
    invoices.push(...data);
    if (invoices.length >= total || data.length === 0) return invoices;
  }
};

/**
 * The sequences of the given invoice numbers (drafts' null skipped), ascending, so that a
 * gapless, duplicate-free numbering reads `[1, 2, …, n]` (see `firstSequences`).
 */
export const issuedSequences = (numbers: ReadonlyArray<string | null>): number[] =>
  numbers
    .flatMap((number) => (number === null ? [] : [number]))
    .map((number) => {
      const sequence = parseInvoiceNumber(number);
      if (sequence === undefined) throw new Error(`not an invoice number: ${number}`);
      return sequence;
    })
    .sort((a, b) => a - b);

/** `[1, 2, …, count]`: the sequences of `count` invoices numbered without a gap. */
export const firstSequences = (count: number): number[] =>
  Array.from({ length: count }, (_, index) => index + 1);
