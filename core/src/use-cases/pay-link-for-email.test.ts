import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { aClientInput, anInvoiceRequest, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { SettingsRepository } from "../ports/settings-repository.ts";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../settings/notification-preferences.ts";
import { createClient } from "./create-client.ts";
import { createInvoice } from "./create-invoice.ts";
import { createPayLink } from "./create-pay-link.ts";
import { registerUser } from "./register-user.ts";
import { revokePayLink } from "./revoke-pay-link.ts";
import { sendInvoiceEmail } from "./send-invoice-email.ts";

const setUp = async () => {
  const ports = inMemoryPorts();
  const { user } = await ports.run(registerUser(aRegistration({ language: "en" })));
  const client = await ports.run(createClient({ userId: user.id, client: aClientInput() }));
  const { invoice } = await ports.run(
    createInvoice({ userId: user.id, request: anInvoiceRequest(client.id, { status: "sent" }) }),
  );
  const target = { userId: user.id, invoiceId: invoice.id };
  /** The text of the invoice e-mail sent now. */
  const emailed = async () => {
    await ports.run(sendInvoiceEmail({ userId: user.id, id: invoice.id, method: "smtp" }));
    return ports.state.mails.at(-1)?.text ?? "";
  };
  return { ports, user, target, emailed };
};

describe("the pay link in invoice e-mails", () => {
  it("gives the live link's address on its own line, and none once it is revoked", async () => {
    const { ports, target, emailed } = await setUp();
    expect(await emailed()).not.toContain("/pay/");
    const { token } = await ports.run(createPayLink(target));
    expect(await emailed()).toContain(
      `You can pay this invoice online by card:\nhttps://invoicing.test/pay/${token}\n`,
    );
    await ports.run(revokePayLink(target));
    expect(await emailed()).not.toContain("/pay/");
  });

  it("leaves the link out when the seller switched it off", async () => {
    const { ports, user, target, emailed } = await setUp();
    await ports.run(createPayLink(target));
    await ports.run(
      Effect.flatMap(SettingsRepository, (settings) =>
        settings.saveNotifications(user.id, {
          ...DEFAULT_NOTIFICATION_PREFERENCES,
          payLinkInInvoiceEmails: false,
        }),
      ),
    );
    expect(await emailed()).not.toContain("/pay/");
  });
});
