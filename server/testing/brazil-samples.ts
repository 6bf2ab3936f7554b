import { sandboxCertificate } from "@invoicing/adapters";

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
