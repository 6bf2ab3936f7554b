import { Schema } from "effect";
import { Client } from "../clients/client.ts";

const client = Schema.decodeUnknownSync(Client);

/**
 * The buyer of the France test run: a consumer in Paris (B2C), reached by e-mail, so that what
 * the platform judges is the seller's side, which the user's settings fill.
 */
export const FRANCE_SAMPLE_CLIENT: Client = client({
  id: "sandbox-client-france",
  name: "Camille Martin",
  email: "camille.martin@example.com",
  company: null,
  phone: null,
  address: "12 rue de Rivoli\n75004 Paris",
  country: "FR",
  kind: "individual",
  vatNumber: null,
  france: null,
  brazil: null,
});

/**
 * The recipient of the Brazil test run: a consumer in São Paulo with a CPF (homologation writes
 * SEFAZ's test name over it), so that what SEFAZ judges is the issuer's side, from the settings.
 */
export const BRAZIL_SAMPLE_CLIENT: Client = client({
  id: "sandbox-client-brazil",
  name: "Consumidor de Teste",
  email: "consumidor@example.com",
  company: null,
  phone: null,
  address: null,
  country: "BR",
  kind: "individual",
  vatNumber: null,
  france: null,
  brazil: {
    cnpj: null,
    cpf: "52998224725",
    inscricaoEstadual: null,
    street: "Praça da Sé",
    number: "100",
    complement: null,
    district: "Sé",
    municipalityCode: "3550308",
    municipalityName: "São Paulo",
    uf: "SP",
    cep: "01001-000",
  },
});
