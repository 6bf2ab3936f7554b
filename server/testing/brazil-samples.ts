import { sandboxCertificate } from "@invoicing/adapters";

/** Brazil settings of a Simples Nacional seller in São Paulo (valid CNPJ, CPF, IE, CEP, IBGE code). */
export const brazilSettingsBody = (fields: Readonly<Record<string, unknown>> = {}) => ({
  cnpj: "11.222.333/0001-81",
  cpf: "",
  inscricaoEstadual: "110.042.490.114",
  inscricaoMunicipal: "",
  companyName: "Serviços Digitais Ltda.",
  address: "Avenida Paulista",
  number: "1000",
  complement: "",
  district: "Bela Vista",
  city: "sao paulo",
  municipalityCode: "3550308",
  uf: "SP",
  postalCode: "01310-100",
  country: "Brazil",
  regime: "simplesNacional",
  autoSendToSEFAZ: false,
  defaultNFeEnvironment: "homologation",
  naturezaOperacao: "Venda",
  codigoCFOP: "5102",
  ...fields,
});

/** A company client in Rio de Janeiro with everything an NF-e recipient needs. */
export const brazilClientBody = (fields: Readonly<Record<string, unknown>> = {}) => ({
  name: "Ana Souza",
  email: "compras@carioca.com.br",
  company: "Comércio Carioca Ltda.",
  cnpj: "06929383000163",
  inscricaoEstadual: "78890169",
  street: "Rua da Assembleia",
  number: "10",
  district: "Centro",
  municipalityCode: "3304557",
  uf: "RJ",
  cep: "20011-000",
  ...fields,
});

/** A BRL invoice body of one untaxed item (Simples Nacional prices carry no separate tax). */
export const brlInvoiceBody = (
  clientId: string,
  fields: Readonly<Record<string, unknown>> = {},
) => ({
  clientId,
  issueDate: "2026-11-01",
  dueDate: "2026-12-01",
  notes: "Obrigado",
  currency: "BRL",
  status: "sent",
  items: [{ description: "Cadeira de escritório", quantity: 2, unitPrice: 150.5, taxRate: 0 }],
  ...fields,
});

/**
 * A self-signed A1-like certificate (PFX and password) naming `cnpj`, valid a year from a day
 * before `from`: from a past date it has expired.
 */
export const testPfx = (
  holder: { readonly companyName: string; readonly cnpj: string },
  from = new Date(),
) => sandboxCertificate(holder, from);

/** The multipart body of a certificate upload. */
export const certificateForm = (pfx: Uint8Array, password: string | null): FormData => {
  const form = new FormData();
  form.append(
    "certificate",
    new Blob([Uint8Array.from(pfx)], { type: "application/x-pkcs12" }),
    "a1.pfx",
  );
  if (password !== null) form.append("password", password);
  return form;
};
