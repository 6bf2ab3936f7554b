import { describe, expect, it } from "vitest";
import { aDocumentInput, anInvoice, aUser } from "../../testing/builders/index.ts";
import { labelPlaceholders } from "../documents/fill-label.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import { languages } from "../users/language-tags.ts";
import { invoiceMail } from "./invoice-mail.ts";
import { invoiceMailWordings } from "./invoice-mail-wordings.ts";

const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46]);

const mailOf = (fields: Parameters<typeof aDocumentInput>[0] = {}) =>
  invoiceMail({
    document: buildInvoiceDocument(aDocumentInput(fields)),
    pdf,
    pdfFileName: "invoice-INV-001.pdf",
  });

describe("invoiceMail", () => {
  it("writes to the client, replies to the seller, files under the seller and attaches the PDF", () => {
    const mail = mailOf();
    expect(mail).toMatchObject({
      owner: "user-1",
      to: "helene@example.fr",
      replyTo: "camille@example.fr",
      subject: "Invoice INV-001 from Atelier Martin",
      attachments: [
        { filename: "invoice-INV-001.pdf", contentType: "application/pdf", content: pdf },
      ],
    });
  });

  it("says the document's number, dates and total in the seller's language", () => {
    const english = mailOf();
    expect(english.text).toBe(
      [
        "Hello Hélène Dubois,",
        "",
        "Please find attached invoice INV-001 dated November 20, 2026, for a total of €120.00, payable by December 20, 2026.",
        "",
        "If you have any questions about this invoice, simply reply to this e-mail.",
        "",
        "Kind regards,",
        "Atelier Martin",
        "",
      ].join("\n"),
    );
    const french = mailOf({ seller: aUser({ language: "fr" }) });
    expect(french.subject).toBe("Facture INV-001 de Atelier Martin");
    expect(french.text).toMatch(
      /^Bonjour Hélène Dubois,\n\nVeuillez trouver ci-joint la facture INV-001 du 20 novembre 2026, d’un montant total de 120,00\s€, payable au plus tard le 20 décembre 2026\./u,
    );
    const japanese = mailOf({ seller: aUser({ language: "ja" }) });
    expect(japanese.text).toMatch(
      /^Hélène Dubois 様\n\nいつもお世話になっております。\n\n請求書 INV-001（発行日：2026年11月20日/u,
    );
  });

  it("reminds of the due date when overdue and thanks when paid", () => {
    const item = [{ quantity: 1, unitPrice: 10000, taxRate: 20 }];
    const overdue = mailOf({ invoice: anInvoice({ items: item, status: "overdue" }) });
    expect(overdue.text).toContain("Payment was due on December 20, 2026");
    const paid = mailOf({ invoice: anInvoice({ items: item, status: "paid" }) });
    expect(paid.text).toContain("which has been paid. Thank you!");
    expect(paid.text).not.toContain("December 20, 2026");
  });

  it("escapes what the user typed in the HTML part and marks its language", () => {
    const mail = mailOf({
      seller: aUser({ language: "de", companyName: "Müller & <Söhne>" }),
    });
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain("Müller &amp; &lt;Söhne&gt;");
    expect(mail.html).not.toContain("<Söhne>");
    expect(mail.text).toContain("Müller & <Söhne>");
  });

  it.each(languages)(
    "has every wording in %s with only the placeholders it can fill",
    (language) => {
      const known = ["client", "seller", "number", "issueDate", "dueDate", "total"];
      for (const text of Object.values(invoiceMailWordings[language])) {
        if (text === null) continue;
        expect(text.trim()).not.toBe("");
        for (const name of labelPlaceholders(text)) expect(known).toContain(name);
      }
      const mail = mailOf({ seller: aUser({ language }) });
      expect(mail.subject).toContain("INV-001");
      expect(mail.text).not.toMatch(/\{\w+\}/u);
    },
  );
});
