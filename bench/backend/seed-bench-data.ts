import { type DatabaseOptions, openDatabase, scryptPasswordHasher } from "@invoicing/adapters";
import {
  DEFAULT_NOTICE_OFFSETS,
  invoiceTotals,
  NOTICE_WINDOW_DAYS,
  type TotalsItem,
} from "@invoicing/core";
import { Effect } from "effect";

/** One seeded account: who signs in, and how much it holds. */
export interface BenchAccount {
  readonly email: string;
  readonly invoices: number;
  readonly clients: number;
}

/** The password of every seeded account. */
export const BENCH_PASSWORD = "bench password 2026";

/** The account with 100,000 invoices over 1,000 clients, and the growth accounts beside it. */
export const mainAccount: BenchAccount = {
  email: "bench-100k@example.com",
  invoices: 100_000,
  clients: 1_000,
};
export const tenThousandAccount: BenchAccount = {
  email: "bench-10k@example.com",
  invoices: 10_000,
  clients: 300,
};
/** 99 accounts of 1,000 invoices; the first is the growth series' smallest point. */
export const smallAccounts: ReadonlyArray<BenchAccount> = Array.from(
  { length: 99 },
  (_, index) => ({
    email: `bench-1k-${String(index + 1).padStart(2, "0")}@example.com`,
    invoices: 1_000,
    clients: 25,
  }),
);

export const benchAccounts: ReadonlyArray<BenchAccount> = [
  mainAccount,
  tenThousandAccount,
  ...smallAccounts,
];

/** What seeding wrote and how long it took. */
export interface SeedFigures {
  /** The database's own name for itself, such as "PostgreSQL 15.19 …". */
  readonly databaseVersion: string;
  readonly milliseconds: number;
  readonly users: number;
  readonly clients: number;
  readonly invoices: number;
  readonly items: number;
  readonly historyEntries: number;
}

// What a small business sells: description, unit price in cents, French VAT rate in %.
const catalogue: ReadonlyArray<readonly [string, number, number]> = [
  ["Conseil stratégique (jour)", 85_000, 20],
  ["Développement web (heure)", 7_500, 20],
  ["Maintenance mensuelle", 24_900, 20],
  ["Hébergement annuel", 11_988, 20],
  ["Formation sur site", 120_000, 20],
  ["Livres techniques", 3_990, 5.5],
  ["Transport de matériel", 18_450, 10],
  ["Restauration séminaire", 2_735, 10],
  ["Médicaments remboursables", 1_299, 2.1],
  ["Cotisation association", 5_000, 0],
  ["Design graphique (forfait)", 65_000, 20],
  ["Traduction (page)", 3_333, 20],
];

const PATTERNS = 97;

/** Item sets of 1 to 8 lines, each with its figures from the core's totals. */
const itemPatterns = () =>
  Array.from({ length: PATTERNS }, (_, pattern) => {
    const lines = 1 + ((pattern * 5) % 8);
    const items = Array.from({ length: lines }, (_, position) => {
      const [description, unitPrice, taxRate] = catalogue[
        (pattern * 7 + position * 3) % catalogue.length
      ] as readonly [string, number, number];
      const quantity = 1 + ((pattern + position * 11) % 9);
      return { description, quantity, unitPrice, taxRate } satisfies TotalsItem & {
        description: string;
      };
    });
    const totals = invoiceTotals(items, "EUR");
    return {
      pattern,
      subtotal: totals.subtotal,
      taxAmount: totals.taxAmount,
      total: totals.total,
      items: items.map((item, position) => ({
        pattern,
        position,
        description: item.description,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        taxRateTenths: Math.round(item.taxRate * 10),
        taxAmount: totals.lines[position]?.taxAmount ?? 0,
        total: totals.lines[position]?.total ?? 0,
      })),
    };
  });

const companyWords = [
  "Conseil",
  "Atelier",
  "Studio",
  "Bureau",
  "Agence",
  "Boulangerie",
  "Garage",
  "Cabinet",
  "Librairie",
  "Imprimerie",
  "Pharmacie",
  "Menuiserie",
];
const familyNames = [
  "Dupont",
  "Lefèvre",
  "Moreau",
  "Girard",
  "Müller",
  "Nakamura",
  "Silva",
  "O'Brien",
  "García",
  "Rousseau",
  "Chevalier",
  "Da Costa",
  "Bernard",
  "Fontaine",
  "Lambert",
  "Petit",
  "Leroy",
];
const legalForms = ["SARL", "SAS", "EURL", "SA", "Ltd", "GmbH", "Lda"];

const sqlArray = (values: ReadonlyArray<string>) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`;

const insertUser = `insert into users (id, email, password_hash, first_name, last_name,
    company_name, currency, language, time_zone, created_at, updated_at)
  values (gen_random_uuid(), ?, ?, 'Camille', 'Martin', 'Atelier Martin', 'EUR', 'en',
    'Europe/Paris', now() - interval '3 years', now() - interval '3 years')
  returning id`;

const insertClients = `insert into clients (id, user_id, name, email, company, phone, address)
  select gen_random_uuid(), ?,
    (${sqlArray(companyWords)})[1 + n % ${companyWords.length}] || ' '
      || (${sqlArray(familyNames)})[1 + (n / ${companyWords.length}) % ${familyNames.length}] || ' ' || n,
    'contact' || n || '@client-' || (n % 97) || '.example.com',
    (${sqlArray(legalForms)})[1 + n % ${legalForms.length}],
    '+33 1 ' || lpad((n % 100)::text, 2, '0') || ' 00 00 ' || lpad((n % 89)::text, 2, '0'),
    n || ' rue de la République, 750' || lpad((1 + n % 20)::text, 2, '0') || ' Paris'
  from generate_series(1, ?) n`;

/**
 * One account's invoices, items and history in one statement. Invoice n of `count` was issued
 * (count − n) × 3 years / count days ago and is due 30 days later: an invoice still before its due
 * date is sent (a tenth left as drafts), an older one paid, or overdue (6 %), or cancelled (3 %),
 * as a running server would leave them after its overdue job. Issued invoices are numbered
 * 1, 2, 3… in issue order; 5 % are in USD. Items and totals come from `itemPatterns`.
 */
const insertInvoices = `with
  today as (select (now() at time zone 'Europe/Paris')::date as day),
  items as (
    select * from json_to_recordset(?::json) as x(pattern int, position int, description text,
      quantity int, "unitPrice" bigint, "taxRateTenths" int, "taxAmount" bigint, total bigint)
  ),
  patterns as (
    select * from json_to_recordset(?::json) as x(pattern int, subtotal bigint, "taxAmount" bigint,
      total bigint)
  ),
  client_list as (
    select id, (row_number() over (order by id) - 1)::int as k from clients where user_id = ?
  ),
  shaped as (
    select n, (select day from today) - ((? - n)::bigint * 1095 / ?)::int as issue_date
    from generate_series(1, ?) n
  ),
  statused as (
    select n, issue_date, issue_date + 30 as due_date,
      case
        when issue_date + 30 >= (select day from today) then
          case when n % 10 = 0 then 'draft' else 'sent' end
        when n % 100 < 3 then 'cancelled'
        when n % 100 < 9 then 'overdue'
        else 'paid'
      end as status
    from shaped
  ),
  source as materialized (
    select gen_random_uuid() as id, s.n, s.issue_date, s.due_date, s.status,
      case when s.status <> 'draft' then
        count(*) filter (where s.status <> 'draft') over (order by s.n rows unbounded preceding)
      end as number,
      (s.n * 7) % ${PATTERNS} as pattern,
      c.id as client_id,
      case when s.n % 20 = 0 then 'USD' else 'EUR' end as currency,
      (s.issue_date + time '08:00') at time zone 'Europe/Paris' as created_at,
      case when s.status <> 'draft' then (s.issue_date + time '09:00') at time zone 'Europe/Paris'
        end as sent_at,
      case when s.status = 'paid' then
        (least(s.due_date, s.issue_date + (s.n % 40)::int) + time '14:00') at time zone 'Europe/Paris'
        end as paid_at,
      case when s.status = 'cancelled' then
        (s.issue_date + 3 + time '10:00') at time zone 'Europe/Paris' end as cancelled_at,
      case when s.status = 'overdue' then
        (s.due_date + 1 + time '00:05') at time zone 'Europe/Paris' end as overdue_at
    from statused s join client_list c on c.k = (s.n * 31) % ?
  ),
  new_invoices as (
    insert into invoices (id, user_id, client_id, number, status, issue_date, due_date, currency,
      subtotal, tax_amount, total, notes, sent_at, paid_at, cancelled_at, created_at, updated_at)
    select s.id, ?, s.client_id, s.number, s.status, s.issue_date, s.due_date, s.currency,
      p.subtotal, p."taxAmount", p.total,
      case when s.n % 4 = 0 then 'Paiement à 30 jours. Merci de votre confiance.' else '' end,
      s.sent_at, s.paid_at, s.cancelled_at, s.created_at,
      coalesce(s.paid_at, s.cancelled_at, s.overdue_at, s.sent_at, s.created_at)
    from source s join patterns p on p.pattern = s.pattern
  ),
  new_items as (
    insert into invoice_items (id, invoice_id, position, description, quantity, unit_price,
      tax_rate_tenths, tax_amount, total)
    select gen_random_uuid(), s.id, i.position, i.description, i.quantity, i."unitPrice",
      i."taxRateTenths", i."taxAmount", i.total
    from source s join items i on i.pattern = s.pattern
  )
insert into invoice_history (id, invoice_id, at, event, from_status, to_status)
select gen_random_uuid(), s.id, h.at, h.event, h.from_status, h.to_status
from source s cross join lateral (values
  (s.created_at, 'created', null, 'draft'),
  (s.sent_at, 'statusChanged', 'draft', 'sent'),
  (coalesce(s.paid_at, s.cancelled_at, s.overdue_at), 'statusChanged', 'sent', s.status)
) as h(at, event, from_status, to_status)
where h.at is not null`;

/**
 * The notices (core/src/jobs/notice-step.ts, the default schedule: a reminder from three days before
 * the due date, overdue notices from one and seven days after) of every unpaid invoice whose step
 * began by today in the accounts' time zone, recorded as sent.
 */
const noticesSent = `insert into invoice_notices (invoice_id, step, outcome, at)
  select i.id, s.step, 'sent', (i.due_date + s.step + time '09:00') at time zone 'Europe/Paris'
  from invoices i
  cross join (values ${DEFAULT_NOTICE_OFFSETS.map((offset) => `(${offset})`).join(", ")}) as s(step)
  cross join (select (now() at time zone 'Europe/Paris')::date as day) today
  where i.status in ('sent', 'overdue') and i.due_date >= today.day - ${Math.max(...DEFAULT_NOTICE_OFFSETS) + NOTICE_WINDOW_DAYS - 1}
    and i.due_date + s.step <= today.day`;

/**
 * Fills an empty, migrated database with `accounts` by batch inserts (one statement per table
 * and account), numbering counters set as issuing would leave them, then `vacuum analyze` and,
 * on a server, a checkpoint. Every account's password is `BENCH_PASSWORD`, hashed once with the
 * product's scrypt parameters.
 */
export const seedBenchData = async (
  options: DatabaseOptions,
  accounts: ReadonlyArray<BenchAccount> = benchAccounts,
): Promise<SeedFigures> => {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    const em = database.orm.em.fork();
    const execute = (sql: string, params: ReadonlyArray<unknown> = []) =>
      em.execute<Array<Record<string, unknown>>>(sql, [...params]);
    const passwordHash = await Effect.runPromise(scryptPasswordHasher().hash(BENCH_PASSWORD));
    const patterns = itemPatterns();
    const patternItems = JSON.stringify(patterns.flatMap((pattern) => pattern.items));
    const patternTotals = JSON.stringify(
      patterns.map(({ pattern, subtotal, taxAmount, total }) => ({
        pattern,
        subtotal,
        taxAmount,
        total,
      })),
    );
    for (const account of accounts) {
      const [user] = await execute(insertUser, [account.email, passwordHash]);
      const userId = String(user?.id);
      await execute(insertClients, [userId, account.clients]);
      await execute(insertInvoices, [
        patternItems,
        patternTotals,
        userId,
        account.invoices,
        account.invoices,
        account.invoices,
        account.clients,
        userId,
      ]);
    }
    await execute(`insert into invoice_number_counters (user_id, last_number)
      select user_id, max(number) from invoices where number is not null group by user_id`);
    // The automatic notices whose day came are sent, as the notice sweep of a running server
    // leaves them: left undone, a server's first sweep would render and mail a thousand PDFs
    // during the load.
    await execute(noticesSent);
    // The seeded history is issued without archive: left queued, the archive job would render
    // 200,000 PDFs during the load. A seeded invoice is archived when its PDF is first read.
    await execute("delete from archive_queue");
    await execute("vacuum analyze");
    // On a server, write the seed's WAL out now rather than in a checkpoint during the load; a
    // role without the right to ask for one (pg_checkpoint) lets the server choose its moment.
    if (database.engine === "postgresql") await execute("checkpoint").catch(() => undefined);
    const counted = async (table: string) =>
      Number((await execute(`select count(*) as n from ${table}`))[0]?.n ?? 0);
    const milliseconds = performance.now() - started;
    const [version] = await execute("select version() as version");
    return {
      databaseVersion: String(version?.version).replace(/ on .*$/u, ""),
      milliseconds,
      users: await counted("users"),
      clients: await counted("clients"),
      invoices: await counted("invoices"),
      items: await counted("invoice_items"),
      historyEntries: await counted("invoice_history"),
    };
  } finally {
    await database.close();
  }
};
