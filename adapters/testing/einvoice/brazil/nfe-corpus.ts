import {
  BrazilSettings,
  buildInvoiceDocument,
  cnpjCheckDigits,
  DEFAULT_INVOICE_TEMPLATE,
  type NfeBuildInput,
} from "@invoicing/core";
import {
  aBrazilianClient,
  aClient,
  anInvoice,
  aUser,
  type ClientOverrides,
  type InvoiceOverrides,
  type ItemSpec,
} from "@invoicing/core/testing/builders";
import { Schema } from "effect";

// A varied set of NF-e inputs for the tests and the benchmark: CNPJ and CPF recipients, a numeric
// and an alphanumeric CNPJ issuer, one and many items, internal and interstate sales, homologation
// and production, Simples Nacional, MEI and the normal regime. All data are fictitious.

const cnpj = (base: string): string => `${base}${cnpjCheckDigits(base)}`;

/** A named input of the corpus. */
export interface NfeCorpusCase {
  readonly name: string;
  readonly input: NfeBuildInput;
}

type Item = ItemSpec & { readonly description: string };

const SELLERS = {
  saoPaulo: {
    cnpj: "11222333000181",
    companyName: "Móveis Paulista Ltda.",
    inscricaoEstadual: "110042490114",
    address: "Avenida Paulista",
    number: "1000",
    complement: "Conjunto 12",
    district: "Bela Vista",
    city: "São Paulo",
    municipalityCode: "3550308",
    uf: "SP",
    postalCode: "01310-100",
  },
  beloHorizonte: {
    cnpj: cnpj("12ABC34501DE"),
    companyName: "Tecnologia Mineira & Cia",
    inscricaoEstadual: "0621828520097",
    inscricaoMunicipal: "12345",
    address: "Rua da Bahia",
    number: "S/N",
    district: "Centro",
    city: "Belo Horizonte",
    municipalityCode: "3106200",
    uf: "MG",
    postalCode: "30160011",
  },
} as const;

/** A client of the corpus: its own name, identifiers and structured address, no free address. */
const buyer = (overrides: ClientOverrides) =>
  aClient({ id: "client-br", address: null, municipalityName: null, ...overrides });

const CLIENTS = {
  rioCompany: aBrazilianClient({ id: "client-br", address: null, municipalityName: null }),
  campinasPerson: buyer({
    name: "João da Silva",
    company: null,
    email: "joao@example.com.br",
    cpf: "11144477735",
    street: "Rua Barão de Jaguara",
    number: "1481",
    district: "Centro",
    municipalityCode: "3509502",
    uf: "SP",
    cep: "13015-002",
    phone: "+55 (19) 3232-0000",
  }),
  portoAlegreExempt: buyer({
    name: "Cooperativa Gaúcha",
    company: "Cooperativa Gaúcha de Serviços",
    email: "financeiro@coop.rs.example",
    cnpj: cnpj("876543210001"),
    inscricaoEstadual: "ISENTO",
    street: "Avenida Ipiranga",
    number: "6681",
    district: "Partenon",
    municipalityCode: "4314902",
    uf: "RS",
    cep: null,
  }),
  curitibaPerson: buyer({
    name: "Maria Oliveira 李",
    company: null,
    email: "maria@example.com.br",
    cpf: "52998224725",
    street: "Rua XV de Novembro",
    number: "700",
    district: "Centro",
    municipalityCode: "4106902",
    uf: "PR",
    cep: "80020-310",
  }),
  saoPauloCompany: buyer({
    name: "Compras",
    company: "Padaria <Pão & Café> Ltda.",
    email: "compras@padaria.example",
    cnpj: cnpj("334455660001"),
    inscricaoEstadual: null,
    street: "Rua Augusta",
    number: "500",
    district: "Consolação",
    municipalityCode: "3550308",
    uf: "SP",
    cep: "01305-000",
  }),
};

const user = aUser({
  id: "user-br",
  name: "Paulo Pereira",
  email: "paulo@moveis.example",
  firstName: "Paulo",
  lastName: "Pereira",
  companyName: null,
  phone: "(11) 3000-1000",
  address: null,
});

/** Options of one corpus input. */
export interface NfeCaseOptions {
  readonly seller: keyof typeof SELLERS;
  readonly brazil?: Readonly<Record<string, unknown>>;
  readonly client: keyof typeof CLIENTS;
  readonly items: ReadonlyArray<Item>;
  readonly invoice?: InvoiceOverrides;
  readonly build?: Partial<Omit<NfeBuildInput, "document">>;
}

/** One NF-e input of the corpus, issued 2026-11-20 10:00 UTC as nNF 1 with cNF 40815162. */
export const nfeCase = (options: NfeCaseOptions): NfeBuildInput => ({
  document: buildInvoiceDocument({
    invoice: anInvoice({
      id: "invoice-br",
      userId: "user-br",
      clientId: "client-br",
      currency: "BRL",
      items: options.items,
      ...options.invoice,
    }),
    client: CLIENTS[options.client],
    seller: user,
    logo: null,
    franceSettings: null,
    brazilSettings: Schema.decodeUnknownSync(BrazilSettings)({
      ...SELLERS[options.seller],
      ...options.brazil,
    }),
    template: DEFAULT_INVOICE_TEMPLATE,
  }),
  issuedAt: new Date("2026-11-20T10:00:00Z"),
  nNF: 1,
  cNF: "40815162",
  ...options.build,
});

const chair: Item = {
  description: "Cadeira ergonômica",
  quantity: 2,
  unitPrice: 45990,
  taxRate: 0,
};

const manyItems = (count: number, taxRate: (index: number) => number): ReadonlyArray<Item> =>
  Array.from({ length: count }, (_, index) => ({
    description: `Componente nº ${index + 1} — série “B”`,
    quantity: 1 + (index % 7),
    unitPrice: 137 + index * 1031,
    taxRate: taxRate(index),
  }));

/** The corpus. */
export const NFE_CORPUS: ReadonlyArray<NfeCorpusCase> = [
  {
    name: "Simples Nacional, CNPJ recipient in another state, one item, homologation",
    input: nfeCase({ seller: "saoPaulo", client: "rioCompany", items: [chair] }),
  },
  {
    name: "Simples Nacional, CPF recipient in the same state, three items, production",
    input: nfeCase({
      seller: "saoPaulo",
      brazil: { defaultNFeEnvironment: "production" },
      client: "campinasPerson",
      items: [
        chair,
        { ...chair, description: "Mesa", unitPrice: 120000 },
        { ...chair, quantity: 10, unitPrice: 5 },
      ],
      invoice: { notes: "Entrega em até 10 dias úteis.\nObrigado!" },
    }),
  },
  {
    name: "alphanumeric CNPJ issuer, 60 items, exempt CNPJ recipient, homologation",
    input: nfeCase({
      seller: "beloHorizonte",
      client: "portoAlegreExempt",
      items: manyItems(60, () => 0),
      build: { defaultNcm: "84713012", paymentMeans: "17" },
    }),
  },
  {
    name: "normal regime with IBS/CBS, CPF recipient in another state, production",
    input: nfeCase({
      seller: "saoPaulo",
      brazil: { regime: "normal", defaultNFeEnvironment: "production" },
      client: "curitibaPerson",
      items: manyItems(5, (index) => [18, 12, 7, 0, 4][index] ?? 0),
      build: {
        technicalResponsible: {
          cnpj: "11222333000181",
          contact: "Suporte",
          email: "suporte@moveis.example",
          phone: "1130001000",
        },
      },
    }),
  },
  {
    name: "normal regime, tax-inclusive prices, fractional quantities in kg and hours, discounts",
    input: nfeCase({
      seller: "saoPaulo",
      brazil: { regime: "normal" },
      client: "rioCompany",
      invoice: { pricesIncludeTax: true, discount: { type: "amount", value: 1234 } },
      items: [
        {
          description: "Café torrado",
          quantity: 2.375,
          unitPrice: 5990,
          taxRate: 18,
          unitCode: "KGM",
        },
        {
          description: "Montagem",
          quantity: 1.5,
          unitPrice: 12000,
          taxRate: 12,
          unitCode: "HUR",
          discount: { type: "percent", value: 15 },
        },
        { ...chair, taxRate: 18, discount: { type: "amount", value: 2000 } },
      ],
    }),
  },
  {
    name: "normal regime with tax on top (R$100 + 18 %), a percentage invoice discount, metres",
    input: nfeCase({
      seller: "saoPaulo",
      brazil: { regime: "normal" },
      client: "curitibaPerson",
      invoice: { discount: { type: "percent", value: 5 } },
      items: [
        { description: "Serviço", quantity: 1, unitPrice: 10000, taxRate: 18 },
        { description: "Cabo", quantity: 12.3333, unitPrice: 333, taxRate: 12, unitCode: "MTR" },
      ],
    }),
  },
  {
    name: "MEI, CNPJ recipient without IE in the same state, paid on issue by PIX",
    input: nfeCase({
      seller: "saoPaulo",
      brazil: { regime: "mei" },
      client: "saoPauloCompany",
      items: [
        {
          description: "Bolo de aniversário 🎂 (grande)",
          quantity: 1,
          unitPrice: 8900,
          taxRate: 0,
        },
      ],
      invoice: { dueDate: "2026-11-20" },
      build: { paymentMeans: "17" },
    }),
  },
  {
    name: "normal regime without IBS/CBS, alphanumeric issuer, CPF recipient in another state, item NCMs",
    input: nfeCase({
      seller: "beloHorizonte",
      brazil: { regime: "normal" },
      client: "campinasPerson",
      items: manyItems(3, () => 18),
      build: { ibsCbs: false, itemNcm: { "item-1": "84713012", "item-3": "85" } },
    }),
  },
];
