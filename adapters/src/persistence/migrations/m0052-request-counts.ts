import { Migration } from "@mikro-orm/migrations";

/**
 * Requests counted per key and fixed window, for the pay links' rate limit
 * (docs/PRODUCT-RULES.md#pay-links), shared by every server process.
 */
export class M0052RequestCounts extends Migration {
  override up(): void {
    this.addSql(`create table "request_counts" (
      "key" text not null,
      "window_start" timestamptz not null,
      "hits" int not null,
      primary key ("key", "window_start")
    );`);
  }
}
