/**
 * The SQL that snapshots an invoice's client as it takes its number
 * (docs/PRODUCT-RULES.md#lifecycle: the buyer is legal content), shared by the entity (so the
 * schema check knows it) and by migration 0022 that creates it. A row trigger, so that every path
 * giving an invoice its number (the API, a job, a restore) snapshots its client in the same
 * transaction. The snapshot is the flat JSON of the client's API shape (`ClientSnapshot` in the
 * core), whatever shape the domain client takes. Migrations that shipped run this text: change it
 * only together with a new migration.
 */

/** The client's JSON fields as of migration 0022, with the column of each. */
const snapshotFields0022: ReadonlyArray<readonly [string, string]> = [
  ["id", "id"],
  ["name", "name"],
  ["email", "email"],
  ["company", "company"],
  ["phone", "phone"],
  ["address", "address"],
  ["siret", "siret"],
  ["vatNumber", "vat_number"],
  ["cnpj", "cnpj"],
  ["cpf", "cpf"],
  ["inscricaoEstadual", "inscricao_estadual"],
  ["street", "street"],
  ["number", "number"],
  ["complement", "complement"],
  ["district", "district"],
  ["municipalityCode", "municipality_code"],
  ["municipalityName", "municipality_name"],
  ["uf", "uf"],
  ["cep", "cep"],
];

/** Migration 0040 adds the client's country, kind and SIREN. */
const snapshotFields0040: ReadonlyArray<readonly [string, string]> = [
  ...snapshotFields0022,
  ["country", "country"],
  ["kind", "kind"],
  ["siren", "siren"],
];

const snapshotJsonOf =
  (fields: ReadonlyArray<readonly [string, string]>) =>
  (c: string): string =>
    `jsonb_build_object(${fields.map(([key, column]) => `'${key}', ${c}.${column}`).join(", ")})`;

/** The snapshot of the `clients` row `c` as migration 0022 made it. */
export const clientSnapshotJson0022 = snapshotJsonOf(snapshotFields0022);

/** The snapshot of the `clients` row `c`, in the field names of the client's API JSON. */
export const clientSnapshotJson = snapshotJsonOf(snapshotFields0040);

const snapshotFunction = (
  json: (c: string) => string,
): string => `create or replace function "invoices_snapshot_client"() returns trigger
  language plpgsql as $$ begin
    new.client_snapshot := (select ${json("c")} from clients c where c.id = new.client_id);
    return new;
  end $$;`;

/** The function both triggers run, as migration 0022 created it. */
export const snapshotInvoiceClientFunction0022 = snapshotFunction(clientSnapshotJson0022);

/** The function both triggers run: the invoice's client, as it is now, becomes its snapshot. */
export const snapshotInvoiceClientFunction = snapshotFunction(clientSnapshotJson);

/** One `before` trigger of `invoices` that snapshots its client. */
export interface ClientSnapshotTrigger {
  readonly name: string;
  readonly event: "insert" | "update";
  readonly createTrigger: string;
}

/**
 * Created numbered (unless it comes with its snapshot, as a restore brings it), or numbered by an
 * update: the two moments an invoice takes its number.
 */
export const clientSnapshotTriggers: ReadonlyArray<ClientSnapshotTrigger> = [
  {
    name: "invoices_snapshot_client_before_insert",
    event: "insert",
    createTrigger: `create trigger "invoices_snapshot_client_before_insert" before insert on "invoices"
      for each row when (new.number is not null and new.client_snapshot is null)
      execute function "invoices_snapshot_client"();`,
  },
  {
    name: "invoices_snapshot_client_before_update",
    event: "update",
    createTrigger: `create trigger "invoices_snapshot_client_before_update" before update of number on "invoices"
      for each row when (old.number is null and new.number is not null)
      execute function "invoices_snapshot_client"();`,
  },
];
