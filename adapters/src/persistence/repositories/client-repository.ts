import {
  type Client,
  ClientHasInvoices,
  type ClientJson,
  type ClientListItem,
  ClientNotFound,
  ClientRepository,
  clientFromJson,
  clientToJson,
  pageOffset,
} from "@invoicing/core";
import { Layer, Result } from "effect";
import type { Database } from "../database.ts";
import { violates } from "./constraint-violation.ts";
import { onlyRow } from "./only-row.ts";
import { runQuery, runQueryResult } from "./run-database.ts";
import { containsPattern, NAME_COLLATION } from "./sql-fragments.ts";
import { isUuid } from "./uuid.ts";

const clientColumns = `id, name, email, company, phone, address, country, kind, siren, siret,
  vat_number as "vatNumber",
  cnpj, cpf, inscricao_estadual as "inscricaoEstadual", street, number, complement, district,
  municipality_code as "municipalityCode", municipality_name as "municipalityName", uf, cep`;

/** The client's fields in the order of the `insert` and `update` statements' columns. */
const clientValues = (domain: Client) => {
  const client = clientToJson(domain);
  return [
    client.name,
    client.email,
    client.company,
    client.phone,
    client.address,
    client.country,
    client.kind,
    client.siren,
    client.siret,
    client.vatNumber,
    client.cnpj,
    client.cpf,
    client.inscricaoEstadual,
    client.street,
    client.number,
    client.complement,
    client.district,
    client.municipalityCode,
    client.municipalityName,
    client.uf,
    client.cep,
  ];
};

/** The owner's clients matching the search text, as `clientMatches` defines it. */
const matching = (q: string): { readonly where: string; readonly params: unknown[] } => {
  if (q === "") return { where: "user_id = ?", params: [] };
  const pattern = containsPattern(q);
  return {
    where: "user_id = ? and (name ilike ? or email ilike ? or company ilike ?)",
    params: [pattern, pattern, pattern],
  };
};

/** `ClientRepository` over the database; lists page in SQL, ordered by name then id. */
export const ClientRepositoryLive = (database: Database) =>
  Layer.succeed(ClientRepository, {
    list: (userId, query) =>
      runQuery(database, async (em) => {
        const { where, params } = matching(query.q);
        const rows = await em.execute<(ClientListItem & { total: number | string })[]>(
          `select id, name, email, company, phone, address, count(*) over () as total
           from clients where ${where}
           order by name collate ${NAME_COLLATION}, id
           limit ? offset ?`,
          [userId, ...params, query.pageSize, pageOffset(query.page, query.pageSize)],
        );
        // Past the last page no row carries the count, so it takes a query of its own.
        const total =
          rows[0] === undefined
            ? Number(
                onlyRow(
                  await em.execute<{ total: number | string }[]>(
                    `select count(*) as total from clients where ${where}`,
                    [userId, ...params],
                  ),
                ).total,
              )
            : Number(rows[0].total);
        return {
          data: rows.map(({ total: _total, ...client }) => client),
          page: query.page,
          pageSize: query.pageSize,
          total,
        };
      }),

    get: (userId, id) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(id)
          ? await em.execute<ClientJson[]>(
              `select ${clientColumns} from clients where id = ? and user_id = ?`,
              [id, userId],
            )
          : [];
        const client = rows[0];
        return client === undefined
          ? Result.fail(new ClientNotFound({ id }))
          : Result.succeed(clientFromJson(client));
      }),

    create: (userId, client) =>
      runQuery(database, async (em) =>
        clientFromJson(
          onlyRow(
            await em.execute<ClientJson[]>(
              `insert into clients (id, user_id, name, email, company, phone, address, country,
               kind, siren, siret, vat_number, cnpj, cpf, inscricao_estadual, street, number, complement, district,
               municipality_code, municipality_name, uf, cep)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             returning ${clientColumns}`,
              [client.id, userId, ...clientValues(client)],
            ),
          ),
        ),
      ),

    update: (userId, client) =>
      runQueryResult(database, async (em) => {
        const rows = isUuid(client.id)
          ? await em.execute<ClientJson[]>(
              `update clients set name = ?, email = ?, company = ?, phone = ?, address = ?,
                 country = ?, kind = ?, siren = ?, siret = ?, vat_number = ?, cnpj = ?, cpf = ?, inscricao_estadual = ?, street = ?,
                 number = ?, complement = ?, district = ?, municipality_code = ?,
                 municipality_name = ?, uf = ?, cep = ?
               where id = ? and user_id = ?
               returning ${clientColumns}`,
              [...clientValues(client), client.id, userId],
            )
          : [];
        const updated = rows[0];
        return updated === undefined
          ? Result.fail(new ClientNotFound({ id: client.id }))
          : Result.succeed(clientFromJson(updated));
      }),

    // The invoices' foreign key refuses the delete while an invoice names the client, which
    // also holds against an invoice created concurrently.
    delete: (userId, id) =>
      runQueryResult(
        database,
        async (em): Promise<Result.Result<void, ClientNotFound | ClientHasInvoices>> => {
          if (!isUuid(id)) return Result.fail(new ClientNotFound({ id }));
          try {
            const rows = await em.execute<{ id: string }[]>(
              `delete from clients where id = ? and user_id = ? returning id`,
              [id, userId],
            );
            return rows.length === 0
              ? Result.fail(new ClientNotFound({ id }))
              : Result.succeed(undefined);
          } catch (error) {
            if (violates(error, "invoices_client_id_foreign")) {
              return Result.fail(new ClientHasInvoices({ id }));
            }
            throw error;
          }
        },
      ),
  });
