import type { DatabaseEntityManager } from "../database.ts";

/** MikroORM's own record of applied migrations: a restore rebuilds it by migrating. */
export const MIGRATIONS_TABLE = "mikro_orm_migrations";

/**
 * Tables kept by triggers from other tables' rows: a backup leaves them out, and loading the rows
 * they are made from rebuilds them (or the migration that creates one fills it). Restoring the
 * invoices queues every issued one for the archive again; the archive job drops those whose
 * archive was restored.
 */
export const DERIVED_TABLES: ReadonlyArray<string> = ["invoice_totals", "archive_queue"];

/**
 * The application's tables but the derived ones, each after the tables its foreign keys reference, so that loading
 * them in this order satisfies every constraint.
 */
export const tablesInLoadOrder = async (em: DatabaseEntityManager): Promise<string[]> => {
  const leftOut = [MIGRATIONS_TABLE, ...DERIVED_TABLES];
  const tables = await em.execute<{ name: string }[]>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind = 'r' and c.relname not in (${leftOut.map(() => "?").join(", ")})
     order by c.relname`,
    leftOut,
  );
  const references = await em.execute<{ child: string; parent: string }[]>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid
     join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = current_schema()`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const { child, parent } of references) if (child === table) visit(parent);
    ordered.push(table);
  };
  for (const { name } of tables) visit(name);
  return ordered;
};

/** A table name as an SQL identifier. */
export const quoted = (table: string): string => `"${table.replaceAll('"', '""')}"`;
