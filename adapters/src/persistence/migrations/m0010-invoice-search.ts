import { Migration } from "@mikro-orm/migrations";
import { invoiceNumberSearchIndex } from "../entities/invoice-derived-sql.ts";

/**
 * A trigram index on the invoice number as the list searches it, so a search by number reads the
 * matching invoices, not every invoice of the owner. pg_trgm ships with PostgreSQL's contrib and
 * is trusted, so a database owner may create it; PGlite loads it as an extension
 * (open-database.ts).
 */
export class M0010InvoiceSearch extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(invoiceNumberSearchIndex.create);
  }
}
