import { describeEachBackend } from "@invoicing/fixtures";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clientBody, invoiceBody } from "../../testing/sample-bodies.ts";
import {
  startTestServer,
  type TestAccount,
  type TestServer,
} from "../../testing/start-test-server.ts";

describeEachBackend("client routes", (backend) => {
  let server: TestServer;
  let account: TestAccount;
  beforeAll(async () => {
    server = await startTestServer(backend);
    account = await server.signUp();
  }, 60_000);
  afterAll(() => server?.close());

  const create = async (fields: Readonly<Record<string, unknown>> = {}) => {
    const response = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody(fields),
    });
    expect(response.status).toBe(201);
    return response.body as { id: string } & Record<string, unknown>;
  };

  it("creates a client, trimming text and storing blanks as null", async () => {
    const client = await create({ name: "  Ada Corp  ", phone: "", siret: " 732 829 320 00074 " });
    expect(client).toMatchObject({
      name: "Ada Corp",
      phone: null,
      siret: "73282932000074",
      cnpj: null,
    });
    const fetched = await server.request("GET", `/api/clients/${client.id}`, {
      token: account.token,
    });
    expect(fetched.body).toEqual(client);
  });

  it("keeps a client's country, kind, SIREN and EU VAT number, and checks them together", async () => {
    const client = await create({
      country: "de",
      kind: "public",
      vatNumber: "DE 136 695 976",
    });
    expect(client).toMatchObject({ country: "DE", kind: "public", vatNumber: "DE136695976" });
    const french = await create({ country: "FR", siren: "732 829 320" });
    expect(french).toMatchObject({ kind: "company", siren: "732829320", siret: null });
    const refused = await server.request("POST", "/api/clients", {
      token: account.token,
      json: clientBody({ country: "IT", vatNumber: "DE136695976" }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ fields: { vatNumber: "vat.number.countrymismatch" } });
  });

  it("names the missing and invalid fields (422)", async () => {
    const response = await server.request("POST", "/api/clients", {
      token: account.token,
      json: { name: " ", email: "nope", siret: "123" },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      fields: { name: "clients.namerequired", email: "clients.invalidemail" },
    });
    expect((response.body as { fields: Record<string, string> }).fields.siret).toMatch(
      /^france\.siret\./u,
    );
  });

  it("lists clients by name and searches name, e-mail and company case-insensitively", async () => {
    const other = await server.signUp();
    const unique = `zq${Date.now()}`;
    for (const [name, email, company] of [
      [`Beta ${unique}`, "b@example.com", null],
      ["Alpha", `ALPHA.${unique}@example.com`, null],
      ["Gamma", "g@example.com", `${unique.toUpperCase()} GmbH`],
      ["Delta", "d@example.com", "Nothing"],
    ] as const) {
      await server.request("POST", "/api/clients", {
        token: other.token,
        json: clientBody({ name, email, company }),
      });
    }
    const all = await server.request("GET", "/api/clients", { token: other.token });
    expect(all.body).toMatchObject({ page: 1, pageSize: 20, total: 4 });
    expect(
      (all.body as { data: Array<{ name: string }> }).data.map((client) => client.name),
    ).toEqual(["Alpha", `Beta ${unique}`, "Delta", "Gamma"]);
    const found = await server.request("GET", `/api/clients?q=${unique.toUpperCase()}&pageSize=2`, {
      token: other.token,
    });
    expect(found.body).toMatchObject({ total: 3, pageSize: 2 });
    expect((found.body as { data: unknown[] }).data).toHaveLength(2);
    const listed = (found.body as { data: Array<Record<string, unknown>> }).data[0];
    expect(Object.keys(listed ?? {}).sort()).toEqual([
      "address",
      "company",
      "email",
      "id",
      "name",
      "phone",
    ]);
  });

  it("refuses a bad page or page size (422) and a search that is too long", async () => {
    for (const query of [
      "page=0",
      "page=abc",
      "pageSize=101",
      "pageSize=1.5",
      `q=${"x".repeat(101)}`,
    ]) {
      const response = await server.request("GET", `/api/clients?${query}`, {
        token: account.token,
      });
      expect(response.status, query).toBe(422);
    }
  });

  it("replaces every field on PUT", async () => {
    const client = await create({ phone: "123" });
    const response = await server.request("PUT", `/api/clients/${client.id}`, {
      token: account.token,
      json: { name: "Renamed", email: "renamed@example.com" },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: client.id,
      name: "Renamed",
      phone: null,
      company: null,
    });
  });

  it("deletes a client without invoices, then answers 404 for it", async () => {
    const client = await create();
    const response = await server.request("DELETE", `/api/clients/${client.id}`, {
      token: account.token,
    });
    expect(response.status).toBe(204);
    const gone = await server.request("GET", `/api/clients/${client.id}`, { token: account.token });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: "clients.errors.notfound" });
  });

  it("refuses to delete a client named on an invoice (409)", async () => {
    const client = await create();
    await server.request("POST", "/api/invoices", {
      token: account.token,
      json: invoiceBody(client.id),
    });
    const response = await server.request("DELETE", `/api/clients/${client.id}`, {
      token: account.token,
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: "clients.errors.hasinvoices" });
  });

  it("answers 404 for an id that is not a UUID", async () => {
    for (const id of ["123", "not-a-uuid", "'%20or%201=1"]) {
      const response = await server.request("GET", `/api/clients/${id}`, { token: account.token });
      expect(response.status, id).toBe(404);
    }
  });
});
