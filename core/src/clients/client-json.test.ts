import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aClientJson } from "../../testing/builders/index.ts";
import { BrazilianClientIdentity } from "./client.ts";
import { clientFromJson, clientToJson } from "./client-json.ts";

// Each identity field either unknown or a valid value, so that any mix of them is a client.
const flatClient = fc
  .record({
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
        expect(client.france === null).toBe(json.siret === null && json.vatNumber === null);
        expect(client.brazil === null).toBe(
          Object.keys(BrazilianClientIdentity.fields).every(
            (key) => json[key as keyof typeof json] === null,
          ),
        );
      }),
    );
  });

  it("keeps a French client's SIRET and VAT number in its French identity", () => {
    const client = clientFromJson(aClientJson({ siret: "73282932000074" }));
    expect(client.france).toEqual({ siret: "73282932000074", vatNumber: null });
    expect(client.brazil).toBeNull();
  });
});
