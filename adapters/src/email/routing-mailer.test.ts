import { Mailer, type MailMessage } from "@invoicing/core";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { routingMailer } from "./routing-mailer.ts";

const message: MailMessage = { to: "c@example.com", subject: "s", text: "t", attachments: [] };

/** A transport that answers its own name as the message id. */
const named = (name: string) =>
  Mailer.of({ send: () => Effect.succeed({ messageId: name, outbox: name === "outbox" }) });

const through = (mailer: typeof Mailer.Service, method?: "smtp" | "resend") =>
  Effect.runPromise(
    mailer.send(message, method).pipe(
      Effect.map((accepted) => accepted.messageId),
      Effect.catchTag("MailTransportNotConfigured", (error) =>
        Effect.succeed(`not configured: ${error.method}`),
      ),
    ),
  );

describe("routingMailer", () => {
  it("sends by the method asked for when both are configured", async () => {
    const mailer = routingMailer({
      smtp: named("smtp"),
      resend: named("resend"),
      outbox: named("outbox"),
    });
    expect(await through(mailer, "smtp")).toBe("smtp");
    expect(await through(mailer, "resend")).toBe("resend");
    expect(await through(mailer)).toBe("smtp");
  });

  it("refuses a method that is not configured while the other one is", async () => {
    const onlySmtp = routingMailer({ smtp: named("smtp"), resend: null, outbox: named("outbox") });
    expect(await through(onlySmtp, "resend")).toBe("not configured: resend");
    const onlyResend = routingMailer({
      smtp: null,
      resend: named("resend"),
      outbox: named("outbox"),
    });
    expect(await through(onlyResend, "smtp")).toBe("not configured: smtp");
    expect(await through(onlyResend)).toBe("resend");
  });

  it("writes every message to the outbox while neither transport is configured", async () => {
    const mailer = routingMailer({ smtp: null, resend: null, outbox: named("outbox") });
    expect(await through(mailer, "smtp")).toBe("outbox");
    expect(await through(mailer, "resend")).toBe("outbox");
    expect(await through(mailer)).toBe("outbox");
  });
});
