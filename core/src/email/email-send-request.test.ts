import { describe, expect, it } from "vitest";
import { decodeFields } from "../validation/decode-fields.ts";
import { EmailSendRequest } from "./email-send-request.ts";

const decode = decodeFields(EmailSendRequest);

describe("EmailSendRequest", () => {
  it.each(["smtp", "resend"])("accepts the method %s", (method) => {
    expect(decode({ method })).toEqual({ value: { method } });
  });
  it.each([{}, { method: "fax" }, { method: 1 }])(
    "refuses %j with email.invalidmethod",
    (input) => {
      expect(decode(input)).toEqual({ fields: { method: "email.invalidmethod" } });
    },
  );
});
