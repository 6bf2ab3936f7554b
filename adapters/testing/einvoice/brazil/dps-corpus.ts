import type { DpsBuildInput } from "@invoicing/core";
import { aDpsInput } from "@invoicing/core/testing/builders";

// DPS inputs for the tests and the benchmark: Simples Nacional, MEI and the normal regime, with
// and without ISS withholding, CNPJ, CPF and foreign takers, with and without the IBS/CBS group.
// All data are fictitious.

/** A named input of the corpus. */
export interface DpsCorpusCase {
  readonly name: string;
  readonly input: DpsBuildInput;
}

const personInCampinas = {
  name: "João da Silva",
  company: null,
  email: "joao@example.com.br",
  cnpj: null,
  cpf: "11144477735",
  inscricaoEstadual: null,
  street: "Rua Barão de Jaguara",
  number: "1481",
  complement: null,
  district: "Centro",
  municipalityCode: "3509502",
  municipalityName: null,
  uf: "SP",
  cep: "13015-002",
} as const;

const foreignCompany = {
  name: "Accounts",
  company: "Atelier Lumière SARL",
  email: "compta@lumiere.example",
  country: "FR",
  vatNumber: "FR40303265045",
  cnpj: null,
  cpf: null,
  inscricaoEstadual: null,
  street: null,
  number: null,
  complement: null,
  district: null,
  municipalityCode: null,
  uf: null,
  cep: null,
} as const;

const consulting = [
  { description: "Consultoria em TI — março", quantity: 10, unitPrice: 15000, taxRate: 0 },
  { description: "Suporte “remoto”", quantity: 2.5, unitPrice: 9000, taxRate: 0 },
];

/** The corpus. */
export const DPS_CORPUS: ReadonlyArray<DpsCorpusCase> = [
  {
    name: "Simples Nacional, CNPJ taker in another state, ISS 2 %, produção restrita",
    input: aDpsInput(),
  },
  {
    name: "MEI, CPF taker, no rate declared",
    input: aDpsInput({
      brazil: { regime: "mei" },
      client: personInCampinas,
      items: [{ description: "Aula de violão", quantity: 4, unitPrice: 8000, taxRate: 0 }],
      nDPS: 27,
    }),
  },
  {
    name: "normal regime, ISS withheld by the CNPJ taker, IBS/CBS, produção",
    input: aDpsInput({
      brazil: { regime: "normal", defaultNFeEnvironment: "production" },
      nfse: { issWithheld: true, issRate: 5, serie: "900", nbsCode: "115022000" },
      items: consulting,
      invoice: { notes: "Contrato 42/2026.\nPagamento em 30 dias." },
      nDPS: 123456789012345,
    }),
  },
  {
    name: "normal regime without withholding, CPF taker, IBS/CBS",
    input: aDpsInput({
      brazil: { regime: "normal" },
      nfse: { issRate: 3.5, specialRegime: "5" },
      client: personInCampinas,
    }),
  },
  {
    name: "Simples Nacional (ISS outside), foreign taker with its NIF",
    input: aDpsInput({
      nfse: { simplesApuracao: "2", serviceCode: "010101" },
      client: foreignCompany,
    }),
  },
  {
    name: "Simples Nacional, foreign taker without NIF, IBS/CBS declared, catalogue services",
    input: aDpsInput({
      client: { ...foreignCompany, vatNumber: null, company: "Kyoto Design 株式会社" },
      items: consulting.map((line, index) => ({ ...line, id: `line-${index}` })),
      lineServices: {
        "line-0": { serviceCode: "010501", issRate: 2.5 },
        "line-1": { serviceCode: "010501", issRate: 2.5 },
      },
      ibsCbs: true,
    }),
  },
];
