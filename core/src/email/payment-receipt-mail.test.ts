import { describe, expect, it } from "vitest";
import { languages } from "../users/language-tags.ts";
import type { UserId } from "../users/user-id.ts";
import { paymentReceiptMails } from "./payment-receipt-mail.ts";

const input = {
  sellerId: "00000000-0000-4000-8000-000000000001" as UserId,
  sellerName: "Ada Consulting",
  sellerEmail: "ada@example.com",
  language: "en" as const,
  clientName: "Difference Engines Ltd",
  clientEmail: "charles@example.com",
  invoiceNumber: "INV-007",
  currency: "EUR" as const,
  amount: 12_050,
  balanceDue: 0,
  date: "2026-11-27" as const,
};

describe("payment receipts", () => {
  it("tells the client what was paid and what is left, replies going to the seller", () => {
    const { client, seller } = paymentReceiptMails(input);
    expect(client).toMatchObject({
      to: "charles@example.com",
      replyTo: "ada@example.com",
      owner: input.sellerId,
      subject: "Receipt: your payment of €120.50 for invoice INV-007 from Ada Consulting",
    });
    expect(client?.text).toContain(
      "on November 27, 2026 for invoice INV-007. Balance still due: €0.00.",
    );
    expect(client?.text).toMatch(/^Hello Difference Engines Ltd,/u);
    expect(seller).toMatchObject({
      to: "ada@example.com",
      subject: "Payment received: €120.50 from Difference Engines Ltd for invoice INV-007",
    });
  });

  it("tells only the seller when the client has no e-mail address", () => {
    expect(Object.keys(paymentReceiptMails({ ...input, clientEmail: "" }))).toEqual(["seller"]);
  });

  it("fills every placeholder in each of the seven languages", () => {
    for (const language of languages) {
      const { client, seller } = paymentReceiptMails({ ...input, language });
      for (const text of [client?.subject, client?.text, seller?.subject, seller?.text]) {
        expect(text, language).toBeDefined();
        expect(text, language).not.toMatch(/\{\w+\}/u);
        expect(text, language).toContain("INV-007");
      }
    }
  });
});
