import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import { invoiceNumberSearchIndex } from "../entities/invoice-derived-sql.ts";
import { lowerCaseNumber } from "./invoice-selection.ts";

const timeout = 60_000;

describeEachBackend("the invoice number search index", (backend) => {
  let test: MigratedTestDatabase;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
  }, timeout);

  afterAll(() => test?.close(), timeout);

  it("serves the search by number: the index and the search's expression agree", async () => {
    const plan = await test.database.orm.em.fork().transactional(async (tx) => {
      // With no rows a scan of the table or of any index is cheapest; without those, only an
      // index that can take the condition (a bitmap scan) serves.
      for (const scan of ["seqscan", "indexscan", "indexonlyscan"]) {
        await tx.execute(`set local enable_${scan} = off`);
      }
      return tx.execute<Record<string, unknown>[]>(
        `explain (format json) select count(*) from invoices i where ${lowerCaseNumber} like ?`,
        ["%inv-12%"],
      );
    });
    expect(JSON.stringify(plan)).toContain(invoiceNumberSearchIndex.name);
  });
});
