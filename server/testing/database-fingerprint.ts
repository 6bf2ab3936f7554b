import type { TestServer } from "./start-test-server.ts";

/** Each table of the database with its row count and a digest of its rows. */
export type DatabaseFingerprint = Readonly<Record<string, string>>;

/**
 * A fingerprint of every table of the server's database, but for the migrations' bookkeeping and
 * the rate limits' request counts (which count every request by design, a refused one too): two
 * equal fingerprints mean no record was added, removed or changed in between.
 */
export const databaseFingerprint = async (server: TestServer): Promise<DatabaseFingerprint> => {
  const tables = await server.sql(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'
       and table_name not like 'mikro_orm%' and table_name <> 'request_counts'
     order by table_name`,
  );
  const entries = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await server.sql(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
         from "${String(name)}" t`,
      );
      return [String(name), String(row?.digest)] as const;
    }),
  );
  return Object.fromEntries(entries);
};
