/**
 * The SQL that keeps `invoices.buyer_name`, the buyer's name as the invoice shows it: frozen with
 * the client snapshot once the invoice is numbered, the client's current name while it is a draft
 * (docs/PRODUCT-RULES.md#lifecycle). The list searches, sorts and shows this one column, so the
 * three always agree; an index serves the sort by client, and `clients.former_names` lets the
 * search find an invoice's client first, by the names its invoices show. Shared by the
 * entities (so the schema check knows it) and by migration 0024 that creates it. Migrations that
 * shipped run this text: change it only together with a new migration.
 */

/**
 * The function the `invoices` triggers run. At numbering the snapshot trigger may not have run
 * yet; the client's name now is then the snapshot's name, as both are read in one transaction.
 */
export const invoiceBuyerNameFunction = `create function "invoices_buyer_name"() returns trigger
  language plpgsql as $$ begin
    new.buyer_name := coalesce(new.client_snapshot->>'name',
      (select c.name from clients c where c.id = new.client_id));
    return new;
  end $$;`;

/**
 * The function the `clients` trigger runs as a client is renamed: its drafts take the new name,
 * and the old one joins `former_names`, which its numbered invoices may still show, so that a
 * search finds the client by any name one of its invoices shows.
 */
export const clientRenameFunction = `create function "clients_renamed"() returns trigger
  language plpgsql as $$ begin
    update invoices set buyer_name = new.name
    where client_id = new.id and client_snapshot is null;
    if not coalesce(new.former_names @> jsonb_build_array(old.name), false) then
      new.former_names := coalesce(new.former_names, '[]'::jsonb) || jsonb_build_array(old.name);
    end if;
    return new;
  end $$;`;

/** One row trigger that keeps the buyer's name, on the table it is created on. */
export interface BuyerNameTrigger {
  readonly name: string;
  readonly timing: "before" | "after";
  readonly event: "insert" | "update";
  readonly createTrigger: string;
}

/** On `invoices`: a new invoice, and a change of its client, number or snapshot. */
export const invoiceBuyerNameTriggers: ReadonlyArray<BuyerNameTrigger> = [
  {
    name: "invoices_buyer_name_before_insert",
    timing: "before",
    event: "insert",
    createTrigger: `create trigger "invoices_buyer_name_before_insert" before insert on "invoices"
      for each row execute function "invoices_buyer_name"();`,
  },
  {
    name: "invoices_buyer_name_before_update",
    timing: "before",
    event: "update",
    createTrigger: `create trigger "invoices_buyer_name_before_update" before update of client_id, number, client_snapshot on "invoices"
      for each row execute function "invoices_buyer_name"();`,
  },
];

/** On `clients`: a change of name. */
export const clientRenameTrigger: BuyerNameTrigger = {
  name: "clients_renamed_before_update",
  timing: "before",
  event: "update",
  createTrigger: `create trigger "clients_renamed_before_update" before update of name on "clients"
      for each row when (old.name is distinct from new.name)
      execute function "clients_renamed"();`,
};
