/**
 * The SQL that snapshots an invoice's client as it takes its number
 * (docs/PRODUCT-RULES.md#lifecycle: the buyer is legal content), shared by the entity (so the
 * schema check knows it) and by migration 0022 that creates it. A row trigger, so that every path
 * giving an invoice its number (the API, a job, a restore) snapshots its client in the same
 * transaction. The snapshot is the flat JSON of the client's API shape (`ClientSnapshot` in the
 * core), whatever shape the domain client takes. Migrations that shipped run this text: change it
 * only together with a new migration.
 */

/** The snapshot of the `clients` row `c`, in the field names of the client's API JSON. */
export const clientSnapshotJson = (c: string): string => `jsonb_build_object(
    'id', ${c}.id, 'name', ${c}.name, 'email', ${c}.email, 'company', ${c}.company,
    'phone', ${c}.phone, 'address', ${c}.address, 'siret', ${c}.siret,
    'vatNumber', ${c}.vat_number, 'cnpj', ${c}.cnpj, 'cpf', ${c}.cpf,
    'inscricaoEstadual', ${c}.inscricao_estadual, 'street', ${c}.street, 'number', ${c}.number,
    'complement', ${c}.complement, 'district', ${c}.district,
    'municipalityCode', ${c}.municipality_code, 'municipalityName', ${c}.municipality_name,
    'uf', ${c}.uf, 'cep', ${c}.cep)`;

/** The function both triggers run: the invoice's client, as it is now, becomes its snapshot. */
export const snapshotInvoiceClientFunction = `create function "invoices_snapshot_client"() returns trigger
  language plpgsql as $$ begin
    new.client_snapshot := (select ${clientSnapshotJson("c")} from clients c where c.id = new.client_id);
    return new;
  end $$;`;

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
