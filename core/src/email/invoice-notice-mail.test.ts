import { describe, expect, it } from "vitest";
import { aDocumentInput, aUser } from "../../testing/builders/index.ts";
import { labelPlaceholders } from "../documents/fill-label.ts";
import { buildInvoiceDocument } from "../documents/invoice-document.ts";
import type { NoticeKind } from "../jobs/notice-step.ts";
import { languages } from "../users/language-tags.ts";
import { invoiceNoticeMail } from "./invoice-notice-mail.ts";
import { invoiceNoticeWordings } from "./invoice-notice-wordings.ts";

const pdf = Uint8Array.from([0x25, 0x50, 0x44, 0x46]);

const kinds: ReadonlyArray<NoticeKind> = ["reminder", "overdue", "overdueAgain"];

const noticeOf = (
  kind: NoticeKind,
  fields: Parameters<typeof aDocumentInput>[0] = {},
  lateFeeText = "",
) =>
  invoiceNoticeMail(
    {
      document: buildInvoiceDocument(aDocumentInput(fields)),
      pdf,
      pdfFileName: "invoice-INV-001.pdf",
    },
    kind,
    lateFeeText,
  );

describe("invoiceNoticeMail", () => {
  it("writes to the client with the invoice attached and replies going to the seller", () => {
    expect(noticeOf("reminder")).toMatchObject({
      owner: "user-1",
      to: "helene@example.fr",
      replyTo: "camille@example.fr",
      subject: "Payment reminder: invoice INV-001 from Atelier Martin is due on December 20, 2026",
      attachments: [{ filename: "invoice-INV-001.pdf", content: pdf }],
    });
  });

  it("says each step in its own words, between the invoice e-mail's greeting and closing", () => {
    const overdue = noticeOf("overdue");
    expect(overdue.subject).toBe("Invoice INV-001 from Atelier Martin is overdue");
    expect(overdue.text).toContain("Hello Hélène Dubois,");
    expect(overdue.text).toContain("was due on December 20, 2026 and has not been paid yet");
    expect(overdue.text).toContain("Kind regards,\nAtelier Martin");
    expect(noticeOf("overdueAgain").subject).toBe(
      "Further notice: invoice INV-001 from Atelier Martin is still unpaid",
    );
  });

  it("carries the seller's late-fee line after the first paragraph of overdue notices only", () => {
    const fee = "A late fee of 40 EUR & interest at 3 times the legal rate apply.";
    for (const kind of ["overdue", "overdueAgain"] as const) {
      const mail = noticeOf(kind, {}, fee);
      expect(mail.text).toContain(`\n\n${fee}\n\n`);
      expect(mail.html).toContain("A late fee of 40 EUR &amp; interest");
    }
    expect(noticeOf("reminder", {}, fee).text).not.toContain(fee);
    expect(noticeOf("overdue", {}, "   ").text).not.toMatch(/\n\n\s*\n\n/u);
  });

  it("gives the pay link after the late-fee line, and in reminders too", () => {
    const fee = "A late fee of 40 EUR applies.";
    const payLink = "https://invoices.example/pay/abc";
    const withLink = (kind: NoticeKind) =>
      invoiceNoticeMail(
        {
          document: buildInvoiceDocument(aDocumentInput()),
          pdf,
          pdfFileName: "invoice-INV-001.pdf",
          payLink,
        },
        kind,
        fee,
      ).text;
    expect(withLink("overdue")).toContain(
      `\n\n${fee}\n\nYou can pay this invoice online by card:\n${payLink}\n\n`,
    );
    expect(withLink("reminder")).toContain(
      `You can pay this invoice online by card:\n${payLink}\n`,
    );
    expect(withLink("reminder")).not.toContain(fee);
    expect(noticeOf("overdue", {}, fee).text).not.toContain("/pay/");
  });

  it.each(languages)("has the three kinds in %s, every placeholder filled", (language) => {
    const known = ["client", "seller", "number", "issueDate", "dueDate", "total"];
    const subjects = new Set<string>();
    for (const kind of kinds) {
      const wording = invoiceNoticeWordings[language][kind];
      for (const text of [wording.subject, wording.body]) {
        for (const name of labelPlaceholders(text)) expect(known).toContain(name);
      }
      const mail = noticeOf(kind, { seller: aUser({ language }) });
      expect(mail.subject).toContain("INV-001");
      expect(mail.text).not.toMatch(/\{\w+\}/u);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(kinds.length);
  });
});
