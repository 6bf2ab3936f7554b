import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aClientJson } from "../../testing/builders/index.ts";
import { BrazilianClientIdentity } from "./client.ts";
import { ClientJson, clientFromJson, clientToJson } from "./client-json.ts";

// Each identity field either unknown or a valid value, so that any mix of them is a client.
const flatClient = fc
  .record({
    siren: fc.constantFrom(null, "732829320"),
    siret: fc.constantFrom(null, "73282932000074"),
    vatNumber: fc.constantFrom(null, "FR44732829320"),
    cnpj: fc.constantFrom(null, "11222333000181"),
    cpf: fc.constantFrom(null, "52998224725"),
    inscricaoEstadual: fc.constantFrom(null, "ISENTO"),
    street: fc.constantFrom(null, "Rua da Assembleia"),
    number: fc.constantFrom(null, "10"),
    complement: fc.constantFrom(null, "Sala 501"),
    district: fc.constantFrom(null, "Centro"),
    municipalityCode: fc.constantFrom(null, "3304557"),
    municipalityName: fc.constantFrom(null, "Rio de Janeiro"),
    uf: fc.constantFrom(null, "RJ"),
    cep: fc.constantFrom(null, "20011-000"),
  })
  .map((fields) => aClientJson(fields));

describe("clientFromJson and clientToJson", () => {
  it("give back the same flat client, whatever identity fields it has", () => {
    fc.assert(
      fc.property(flatClient, (json) => {
        expect(clientToJson(clientFromJson(json))).toEqual(json);
      }),
    );
  });

  it("leave an identity null exactly when none of its fields is known", () => {
    fc.assert(
      fc.property(flatClient, (json) => {
        const client = clientFromJson(json);
        expect(client.france === null).toBe(json.siret === null && json.siren === null);
        expect(client.brazil === null).toBe(
          Object.keys(BrazilianClientIdentity.fields).every(
            (key) => json[key as keyof typeof json] === null,
          ),
        );
      }),
    );
  });

  it("keeps a French client's SIREN and SIRET in its French identity, its VAT number beside", () => {
    const client = clientFromJson(
      aClientJson({ siret: "73282932000074", vatNumber: "DE136695976" }),
    );
    expect(client.france).toEqual({ siren: null, siret: "73282932000074" });
    expect(client.vatNumber).toBe("DE136695976");
    expect(client.brazil).toBeNull();
  });

  it("read a snapshot stored before clients had a country, a kind and a SIREN", () => {
    const { country: _c, kind: _k, siren: _s, ...old } = aClientJson();
    expect(Schema.decodeUnknownSync(ClientJson)(old)).toMatchObject({
      country: null,
      kind: "company",
      siren: null,
    });
  });
});
