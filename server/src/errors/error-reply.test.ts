import * as core from "@invoicing/core";
import {
  ClientNotFound,
  EmailTaken,
  InvoiceTotalsMismatch,
  MailFailed,
  TooManyAttempts,
  ValidationFailed,
} from "@invoicing/core";
import { describe, expect, it } from "vitest";
import { hasErrorMessage } from "../i18n/error-message.ts";
import { ApiError } from "./api-error.ts";
import { errorReply } from "./error-reply.ts";
import { statusByTag, statusOfTag } from "./error-status.ts";

const coreErrorNames = Object.entries(core)
  .filter(([, value]) => typeof value === "function" && value.prototype instanceof Error)
  .map(([name]) => name);

describe("errorReply", () => {
  it("gives every tagged error the core exports a status", () => {
    expect(coreErrorNames.length).toBeGreaterThan(10);
    expect(coreErrorNames.filter((name) => statusOfTag(name) === undefined)).toEqual([]);
  });

  it("keys the status table by every failure, so a missing status does not compile", () => {
    const { InvoiceNotFound, ...withoutOne } = statusByTag;
    // @ts-expect-error: the table lacks InvoiceNotFound's status
    const incomplete: typeof statusByTag = withoutOne;
    expect(InvoiceNotFound).toBe(404);
    expect(statusOfTag("InvoiceNotFound")).toBe(404);
    expect(Object.keys(incomplete)).not.toContain("InvoiceNotFound");
    expect(statusOfTag("toString")).toBeUndefined();
  });

  it("maps a core error to its status and key", () => {
    expect(errorReply(new EmailTaken())).toMatchObject({ status: 409, code: "auth.emailtaken" });
    expect(errorReply(new ClientNotFound({ id: "x" }))).toMatchObject({
      status: 404,
      code: "clients.errors.notfound",
      fields: {},
    });
  });

  it("carries the failing fields of a validation failure", () => {
    const fields = { "items.0.description": "invoiceform.validation.itemdescription" };
    expect(errorReply(new ValidationFailed({ fields }))).toMatchObject({ status: 422, fields });
    expect(errorReply(new InvoiceTotalsMismatch({ fields: { total: "x" } }))).toMatchObject({
      status: 422,
      code: "invoiceform.errors.totalsmismatch",
    });
  });

  it("tells a throttled caller when to retry", () => {
    expect(errorReply(new TooManyAttempts({ retryAfterSeconds: 90 }))).toMatchObject({
      status: 429,
      headers: { "Retry-After": "90" },
    });
  });

  it("maps the body parser's errors by their status or httpCode", () => {
    const tooLarge = Object.assign(new Error("request entity too large"), { status: 413 });
    const formidable = Object.assign(new Error("maxFileSize exceeded"), { httpCode: 413 });
    const badJson = Object.assign(new Error("Unexpected token"), { status: 400 });
    expect(errorReply(tooLarge)).toMatchObject({
      status: 413,
      code: "common.errors.payloadtoolarge",
    });
    expect(errorReply(formidable)).toMatchObject({ status: 413 });
    expect(errorReply(badJson)).toMatchObject({ status: 400, code: "common.errors.malformedjson" });
  });

  it("answers the server's own errors as raised", () => {
    expect(errorReply(new ApiError(415, "common.errors.unsupportedmediatype"))).toEqual({
      status: 415,
      code: "common.errors.unsupportedmediatype",
      fields: {},
      headers: {},
      unexpected: false,
      detail: null,
      failedRules: null,
    });
  });

  it("turns anything else into a 500 that tells nothing", () => {
    for (const error of [new TypeError("x is undefined"), "boom", null, { status: 418 }]) {
      expect(errorReply(error)).toEqual({
        status: 500,
        code: "common.errors.internal",
        fields: {},
        headers: {},
        unexpected: true,
        detail: null,
        failedRules: null,
      });
    }
  });

  it("tells a mail transport's own words after the message, but not the outbox's", () => {
    expect(
      errorReply(new MailFailed({ method: "smtp", reason: "550 5.1.1 no such user" })),
    ).toMatchObject({
      status: 502,
      code: "invoicedetail.emailfailed",
      detail: "550 5.1.1 no such user",
    });
    expect(
      errorReply(new MailFailed({ method: "outbox", reason: "EACCES: /srv/data/outbox" })),
    ).toMatchObject({ status: 502, detail: null });
  });

  it("treats a tagged error without a status as unexpected", () => {
    expect(errorReply({ _tag: "SomethingNew", key: "x.y" })).toMatchObject({
      status: 500,
      unexpected: true,
    });
  });

  it("has a message for the key of every error it maps", () => {
    const samples = [
      new EmailTaken(),
      new ClientNotFound({ id: "x" }),
      new ValidationFailed({ fields: {} }),
      new TooManyAttempts({ retryAfterSeconds: 1 }),
      new InvoiceTotalsMismatch({ fields: {} }),
    ];
    for (const sample of samples) expect(hasErrorMessage(errorReply(sample).code)).toBe(true);
  });
});
