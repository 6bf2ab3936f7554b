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
    `select tablename as name from pg_tables
     where schemaname = current_schema()
       and tablename not like 'mikro_orm%' and tablename <> 'request_counts'
     order by tablename`,
  );
  // One statement for all tables: a round trip per table made the fingerprint the bulk of the
  // tests that take one around every request.
  const digests = await server.sql(
    tables
      .map(
        ({ name }) =>
          `select '${String(name)}' as name, count(*)::text || ':' ||
             coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
           from "${String(name)}" t`,
      )
      .join(" union all "),
  );
  return Object.fromEntries(digests.map(({ name, digest }) => [String(name), String(digest)]));
};
