import type { InvoiceLifecycleFilter, InvoiceListQuery } from "@invoicing/core";
import { containsPattern, NAME_COLLATION } from "./sql-fragments.ts";

/** What the list and the export select, as SQL over `invoices i` alone. */
export interface InvoiceSelection {
  /** The filter, which reads `invoices i` alone. */
  readonly where: string;
  readonly params: ReadonlyArray<unknown>;
  readonly orderBy: string;
  /**
   * Whether a search or the lifecycle filter narrows it, which the planner cannot size (see
   * `selectedInvoices`).
   */
  readonly searched: boolean;
}

// The number as the core writes it (INV-001, INV-1000) in lower case, for searching what the
// user sees. It is ASCII, so LIKE on a lower-cased pattern does what ILIKE would, several times
// faster. Migration 0010 indexes this very expression (trigrams); change both or neither.
export const lowerCaseNumber = `('inv-' || case when i.number < 100 then lpad(i.number::text, 3, '0')
  else i.number::text end)`;

// Text with a character no invoice number has cannot be in one, and skips that test.
const numberCharacters = /^[inv0-9-]*$/iu;

/**
 * The condition that `q` is in the invoice number or the buyer's name as the invoice shows it
 * (`buyer_name`: frozen once numbered, the client's current name for a draft), with its
 * parameters. The matching clients are found first, once each, not once per invoice; as arrays,
 * so the invoices' client index serves them beside the number's trigram index (a bitmap OR). A
 * client never renamed gave every invoice of it its name; one renamed (`former_names`) is found by
 * any name it had, and the buyer's name of its invoices is checked on the rows read.
 */
const search = (userId: string, q: string): { condition: string; params: unknown[] } => {
  const pattern = containsPattern(q);
  const byBuyer = `(i.client_id = any(array(select id from clients where user_id = ?
      and former_names is null and name ilike ?))
    or i.client_id = any(array(select id from clients where user_id = ?
      and former_names is not null and (name ilike ? or exists (select 1
        from jsonb_array_elements_text(former_names) former where former ilike ?))))
      and i.buyer_name ilike ?)`;
  const buyerParams = [userId, pattern, userId, pattern, pattern, pattern];
  if (!numberCharacters.test(q)) return { condition: byBuyer, params: buyerParams };
  return {
    condition: `(${lowerCaseNumber} like ? or ${byBuyer})`,
    params: [containsPattern(q.toLowerCase()), ...buyerParams],
  };
};

/**
 * The code of the invoice's latest lifecycle status (the last by time, then by code, as the
 * timeline orders them), read through the index on `(invoice_id, at)`.
 */
export const latestLifecycleSql = `(select l.code from invoice_lifecycle l where l.invoice_id = i.id
  order by l.at desc, l.code desc, l.id desc limit 1)`;

/**
 * The condition on the latest lifecycle status: its code, or having none. Each invoice read is
 * checked through the index on `(invoice_id, at)`; the invoices' own index narrows to the owner.
 */
const lifecycleCondition = (
  filter: Exclude<InvoiceLifecycleFilter, "all">,
): { condition: string; params: unknown[] } =>
  filter === "none"
    ? {
        condition: "not exists (select 1 from invoice_lifecycle l where l.invoice_id = i.id)",
        params: [],
      }
    : { condition: `${latestLifecycleSql} = ?`, params: [Number(filter)] };

const statusOrder = `array_position(array['draft', 'sent', 'paid', 'overdue', 'cancelled'],
  i.status)`;

type Descending<Key> = Key extends `-${infer Field}` ? Field : never;
type SortField = Descending<InvoiceListQuery["sort"]>;

const sortExpressions: Record<SortField, string> = {
  issueDate: "i.issue_date",
  dueDate: "i.due_date",
  invoiceNumber: "i.number",
  client: `i.buyer_name collate ${NAME_COLLATION}`,
  total: "i.total",
  status: statusOrder,
  createdAt: "i.created_at",
};

/**
 * The owner's invoices the list's filters select, in its order: the sort key, then the id, both
 * in the sort's direction (drafts, having no number, come last by number ascending, first
 * descending; statuses sort in their life order, draft to cancelled; clients by the buyer's name
 * under the ICU root collation). `q` is contained, case-insensitively, in the number or the
 * buyer's name; `lifecycle` (the list's alone, not the export's) selects by the latest lifecycle
 * status.
 * `reversed` turns the order round exactly (ties included, as the id breaks them), to read a page
 * near the end backwards from the end.
 */
export const invoiceSelection = (
  userId: string,
  query: Pick<InvoiceListQuery, "q" | "status" | "sort"> & {
    readonly lifecycle?: InvoiceLifecycleFilter;
  },
  { reversed = false }: { readonly reversed?: boolean } = {},
): InvoiceSelection => {
  const conditions = ["i.user_id = ?"];
  const params: unknown[] = [userId];
  if (query.status !== "all") {
    conditions.push("i.status = ?");
    params.push(query.status);
  }
  if (query.q !== "") {
    const { condition, params: searchParams } = search(userId, query.q);
    conditions.push(condition);
    params.push(...searchParams);
  }
  const lifecycle = query.lifecycle ?? "all";
  if (lifecycle !== "all") {
    const { condition, params: lifecycleParams } = lifecycleCondition(lifecycle);
    conditions.push(condition);
    params.push(...lifecycleParams);
  }
  const descending = query.sort.startsWith("-") !== reversed;
  const field = query.sort.replace(/^-/u, "") as SortField;
  const direction = descending ? "desc" : "asc";
  return {
    where: conditions.join(" and "),
    params,
    orderBy: `${sortExpressions[field]} ${direction}, i.id ${direction}`,
    searched: query.q !== "" || lifecycle !== "all",
  };
};

/**
 * The invoices `selection` selects, as a `from` item named `i` taking `selection.params`. Without
 * a search the planner merges it into the query and walks the sort's index. A search (or the
 * lifecycle filter) is fenced
 * (`offset 0`): found whole first, through the number's trigram index and the client index, then
 * sorted. The planner cannot size a search, and walking the sort's index in the hope of meeting
 * matches early reads every invoice of the owner when few or none match (60 ms at 100,000
 * invoices); a search matching most of them costs about as much this way.
 */
export const selectedInvoices = (selection: InvoiceSelection): string =>
  `(select * from invoices i where ${selection.where}${selection.searched ? " offset 0" : ""}) i`;

/**
 * The statement and parameters that count what `selection` selects: without a search, from the
 * owner's `invoice_totals` (a few rows whatever the number of invoices); with one (or the
 * lifecycle filter), over the rows.
 */
export const invoiceCount = (
  userId: string,
  query: Pick<InvoiceListQuery, "status">,
  selection: InvoiceSelection,
): [string, unknown[]] => {
  if (selection.searched) {
    return [
      `select count(*) as total from invoices i where ${selection.where}`,
      [...selection.params],
    ];
  }
  const byStatus = query.status === "all" ? "" : "and status = ?";
  return [
    `select coalesce(sum(count), 0) as total from invoice_totals where user_id = ? ${byStatus}`,
    query.status === "all" ? [userId] : [userId, query.status],
  ];
};
