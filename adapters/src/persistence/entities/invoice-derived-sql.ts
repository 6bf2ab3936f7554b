/**
 * The SQL of what `invoices` keeps beside its rows, shared by the entity (so the schema check
 * knows it) and by the migrations that create it (0009 and 0010). Migrations that shipped run
 * this text: change it only together with a new migration that replaces what it made.
 */

// The change one statement made to the totals: what its new rows add, less what its old rows
// take away, per owner, status and currency; keys whose count and sum did not move are left out,
// and so are owners being deleted (their invoices go with them by cascade).
const changedTotals = (parts: ReadonlyArray<string>) => `
  select user_id, status, currency, sum(count) as count, sum(total) as total
  from (${parts.join(" union all ")}) rows
  where user_id in (select id from users)
  group by user_id, status, currency
  having sum(count) <> 0 or sum(total) <> 0
  order by user_id, status, currency`;
const added = (amount: string) =>
  `select user_id, status, currency, 1 as count, ${amount} as total from new_rows`;
const removed = (amount: string) =>
  `select user_id, status, currency, -1 as count, -(${amount}) as total from old_rows`;

/** One statement trigger of `invoices` that keeps `invoice_totals`, with its function. */
export interface InvoiceTotalsTrigger {
  readonly name: string;
  readonly event: "insert" | "update" | "delete";
  readonly createFunction: string;
  readonly createTrigger: string;
}

// The change is applied in key order, so that two transactions touching the same totals lock
// them in the same order and cannot deadlock; the invoice rows were locked by then.
const totalsTrigger = (
  event: InvoiceTotalsTrigger["event"],
  parts: ReadonlyArray<string>,
): InvoiceTotalsTrigger => {
  const name = `invoices_totals_after_${event}`;
  const transitions = [
    ...(event === "insert" ? [] : ["old table as old_rows"]),
    ...(event === "delete" ? [] : ["new table as new_rows"]),
  ].join(" ");
  return {
    name,
    event,
    createFunction: `create function "invoice_totals_after_${event}"() returns trigger
      language plpgsql as $$ begin
        insert into invoice_totals as t (user_id, status, currency, count, total)
        ${changedTotals(parts)}
        on conflict (user_id, status, currency)
        do update set count = t.count + excluded.count, total = t.total + excluded.total;
        return null;
      end $$;`,
    createTrigger: `create trigger "${name}" after ${event} on "invoices"
      referencing ${transitions}
      for each statement execute function "invoice_totals_after_${event}"();`,
  };
};

const totalsTriggers = (amount: string): ReadonlyArray<InvoiceTotalsTrigger> => [
  totalsTrigger("insert", [added(amount)]),
  totalsTrigger("update", [added(amount), removed(amount)]),
  totalsTrigger("delete", [removed(amount)]),
];

/**
 * The triggers as migration 0009 made them, summing each invoice's total: they ran before
 * invoices had a prepaid amount, so that migration keeps this text.
 */
export const invoiceTotalsTriggersOf0009 = totalsTriggers("total");

/**
 * The statement triggers that keep `invoice_totals` (the number and sum of a user's invoices
 * per status and currency) whatever writes `invoices`: the API, the overdue job, a restore. The
 * sum is of what each invoice asks to be paid, its total less the deposits a final invoice
 * deducts (`payableTotal` in the core), so that a deposit is counted once (migration 0069).
 */
export const invoiceTotalsTriggers: ReadonlyArray<InvoiceTotalsTrigger> =
  totalsTriggers("total - prepaid_amount");

/**
 * A trigram index on the invoice number as the list searches it (`lowerCaseNumber` in
 * repositories/invoice-selection.ts, written the same so the planner matches it; a test checks
 * the search uses it).
 */
export const invoiceNumberSearchIndex = {
  name: "invoices_number_search_index",
  create: `create index "invoices_number_search_index" on "invoices" using gin
    (('inv-' || case when number < 100 then lpad(number::text, 3, '0') else number::text end)
      gin_trgm_ops);`,
} as const;
