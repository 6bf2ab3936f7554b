// @vitest-environment happy-dom
import type { FacturXSubmission } from "@invoicing/core";
import { describe, expect, it } from "vitest";
import { render } from "../../../testing/render.tsx";
import { FacturXSubmissionList } from "./FacturXSubmissionList.tsx";

const submission = (fields: Partial<FacturXSubmission>): FacturXSubmission => ({
  id: "s1",
  invoiceId: "i1",
  trigger: "manual",
  environment: "sandbox",
  status: "deposited",
  flowId: "SANDBOX-42",
  reason: null,
  failedRules: [],
  error: null,
  fields: null,
  submittedAt: "2026-11-02T10:00:00.000Z",
  answeredAt: "2026-11-02T10:00:01.000Z",
  ...fields,
});

describe("FacturXSubmissionList", () => {
  it("says when the invoice was never submitted", async () => {
    const list = await render(<FacturXSubmissionList submissions={[]} />);
    expect(list.container.textContent).toBe("Not submitted yet.");
    list.unmount();
  });

  it("shows a deposit with its environment, who sent it and its flow id", async () => {
    const list = await render(<FacturXSubmissionList submissions={[submission({})]} />);
    expect(list.container.textContent).toContain("Deposited");
    expect(list.container.textContent).toContain("Sandbox · Submitted by you · Flow SANDBOX-42");
    list.unmount();
  });

  it("lists each rule a rejected invoice breaks, by id and text", async () => {
    const rejected = submission({
      status: "rejected",
      flowId: null,
      failedRules: [
        {
          id: "BR-FR-09_BT-29",
          flag: "fatal",
          text: "[BR-FR-09_BT-29] Le SIRET doit commencer par le SIREN",
          location: "/CrossIndustryInvoice/SellerTradeParty",
        },
        {
          id: "BR-FR-10_BT-30",
          flag: "fatal",
          text: "[BR-FR-10_BT-30] Le SIREN du vendeur est obligatoire",
          location: "/CrossIndustryInvoice/SellerTradeParty",
        },
      ],
    });
    const list = await render(<FacturXSubmissionList submissions={[rejected]} />);
    expect(list.container.textContent).toContain("Rejected");
    expect(list.container.textContent).toContain("Rules not met");
    expect([...list.container.querySelectorAll("code")].map((code) => code.textContent)).toEqual([
      "BR-FR-09_BT-29",
      "BR-FR-10_BT-30",
    ]);
    list.unmount();
  });

  it("explains an automatic send that never left, naming each problem", async () => {
    const failed = submission({
      trigger: "auto",
      status: "failed",
      flowId: null,
      error: "einvoicing.errors.facturxrefused",
      fields: { euroRate: "einvoicing.facturx.euroraterequired" },
    });
    const list = await render(<FacturXSubmissionList submissions={[failed]} />);
    const text = list.container.textContent ?? "";
    expect(text).toContain("Not sent");
    expect(text).toContain("Sent automatically");
    expect(text).toContain("cannot become a valid Factur-X invoice yet");
    expect(text).toContain("must state its VAT in euros");
    list.unmount();
  });
});
