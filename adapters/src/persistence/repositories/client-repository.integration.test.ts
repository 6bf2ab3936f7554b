import { randomUUID } from "node:crypto";
import {
  type Client,
  ClientHasInvoices,
  type ClientListItem,
  ClientNotFound,
  ClientRepository,
  clientMatches,
  InvoiceRepository,
  pageOffset,
} from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { aClient, aHistoryEntry, anInvoice } from "@invoicing/fixtures/builders";
import { Effect } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { insertUser } from "../../../testing/persistence/insert-user.ts";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../../testing/persistence/open-migrated-test-database.ts";
import {
  type RepositoryRuntime,
  repositoryRuntime,
} from "../../../testing/persistence/repository-runtime.ts";

const timeout = 60_000;
const clients = Effect.service(ClientRepository);
const byName = new Intl.Collator("und").compare;

const everyField = (id: string) =>
  aClient({
    id,
    name: "Construtora Paulista",
    email: "contato@paulista.com.br",
    company: "Paulista Ltda",
    phone: "+55 11 3000-0000",
    address: "Av. Paulista, 1000",
    siret: "73282932000074",
    vatNumber: "FR44732829320",
    cnpj: "11222333000181",
    cpf: "52998224725",
    inscricaoEstadual: "110042490114",
    street: "Avenida Paulista",
    number: "1000",
    complement: "Sala 1",
    district: "Bela Vista",
    municipalityCode: "3550308",
    municipalityName: "São Paulo",
    uf: "SP",
    cep: "01310100",
  });

const listItem = (client: Client): ClientListItem => ({
  id: client.id,
  name: client.name,
  email: client.email,
  company: client.company,
  phone: client.phone,
  address: client.address,
});

// Letters in both cases with accents, and LIKE's wildcards and escape, which must match literally.
const text = fc.string({
  unit: fc.constantFrom("a", "A", "b", "é", "É", "ç", "Ç", " ", "%", "_", "\\", "1"),
  maxLength: 6,
});

describeEachBackend("ClientRepository", (backend) => {
  let test: MigratedTestDatabase;
  let runtime: RepositoryRuntime;

  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
    runtime = repositoryRuntime(test.database);
  }, timeout);

  afterAll(async () => {
    await runtime?.dispose();
    await test?.close();
  }, timeout);

  const newUserId = async () => (await insertUser(test.database.orm.em.fork())).id;
  const create = (userId: string, client: Client) =>
    runtime.run(Effect.flatMap(clients, (repository) => repository.create(userId, client)));

  it("stores a client with every field and reads it back", async () => {
    const userId = await newUserId();
    const client = everyField(randomUUID());
    expect(await create(userId, client)).toEqual(client);
    expect(
      await runtime.run(Effect.flatMap(clients, (repository) => repository.get(userId, client.id))),
    ).toEqual(client);
  });

  it("replaces every field of a client", async () => {
    const userId = await newUserId();
    const client = await create(userId, everyField(randomUUID()));
    const replaced = aClient({ id: client.id, name: "Renamed", email: "new@example.com" });
    expect(
      await runtime.run(
        Effect.flatMap(clients, (repository) => repository.update(userId, replaced)),
      ),
    ).toEqual(replaced);
    expect(
      await runtime.run(Effect.flatMap(clients, (repository) => repository.get(userId, client.id))),
    ).toEqual(replaced);
  });

  it("shows another user's client as not found and lets them change nothing", async () => {
    const owner = await newUserId();
    const stranger = await newUserId();
    const client = await create(owner, aClient());
    const notFound = new ClientNotFound({ id: client.id });
    expect(
      await runtime.failure(
        Effect.flatMap(clients, (repository) => repository.get(stranger, client.id)),
      ),
    ).toEqual(notFound);
    expect(
      await runtime.failure(
        Effect.flatMap(clients, (repository) =>
          repository.update(stranger, { ...client, name: "Stolen" }),
        ),
      ),
    ).toEqual(notFound);
    expect(
      await runtime.failure(
        Effect.flatMap(clients, (repository) => repository.delete(stranger, client.id)),
      ),
    ).toEqual(notFound);
    const listed = await runtime.run(
      Effect.flatMap(clients, (repository) =>
        repository.list(stranger, { q: "", page: 1, pageSize: 20 }),
      ),
    );
    expect(listed.total).toBe(0);
    expect(
      await runtime.run(Effect.flatMap(clients, (repository) => repository.get(owner, client.id))),
    ).toEqual(client);
  });

  it("answers not found for an id that is no UUID", async () => {
    const userId = await newUserId();
    const failures = await Promise.all([
      runtime.failure(Effect.flatMap(clients, (repository) => repository.get(userId, "42"))),
      runtime.failure(
        Effect.flatMap(clients, (repository) => repository.update(userId, aClient({ id: "42" }))),
      ),
      runtime.failure(Effect.flatMap(clients, (repository) => repository.delete(userId, "42"))),
    ]);
    expect(failures).toEqual(Array(3).fill(new ClientNotFound({ id: "42" })));
  });

  it("deletes a client no invoice names, and refuses while one does", async () => {
    const userId = await newUserId();
    const [unused, invoiced] = [aClient(), aClient()];
    await create(userId, unused);
    await create(userId, invoiced);
    const invoice = anInvoice(userId, invoiced.id);
    await runtime.run(
      Effect.flatMap(Effect.service(InvoiceRepository), (repository) =>
        repository.create(userId, {
          invoice,
          issueNumber: false,
          history: aHistoryEntry(invoice.id),
        }),
      ),
    );
    await runtime.run(
      Effect.flatMap(clients, (repository) => repository.delete(userId, unused.id)),
    );
    expect(
      await runtime.failure(
        Effect.flatMap(clients, (repository) => repository.get(userId, unused.id)),
      ),
    ).toBeInstanceOf(ClientNotFound);
    expect(
      await runtime.failure(
        Effect.flatMap(clients, (repository) => repository.delete(userId, invoiced.id)),
      ),
    ).toEqual(new ClientHasInvoices({ id: invoiced.id }));
  });

  it(
    "searches, orders and pages as clientMatches and the ICU root collation do in memory",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ name: text, email: text, company: fc.option(text) }), {
            maxLength: 25,
          }),
          text,
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 1, max: 10 }),
          async (fields, search, page, pageSize) => {
            const userId = await newUserId();
            const stored = fields.map((field) => aClient(field));
            await runtime.run(
              Effect.flatMap(clients, (repository) =>
                Effect.forEach(stored, (client) => repository.create(userId, client)),
              ),
            );
            const q = search.trim();
            const expected = stored
              .filter((client) => clientMatches(client, q))
              .sort((a, b) => byName(a.name, b.name) || (a.id < b.id ? -1 : 1));
            const listed = await runtime.run(
              Effect.flatMap(clients, (repository) =>
                repository.list(userId, { q, page, pageSize }),
              ),
            );
            const offset = pageOffset(page, pageSize);
            expect(listed).toEqual({
              data: expected.slice(offset, offset + pageSize).map(listItem),
              page,
              pageSize,
              total: expected.length,
            });
          },
        ),
        { numRuns: 25 },
      );
    },
    timeout,
  );
});
