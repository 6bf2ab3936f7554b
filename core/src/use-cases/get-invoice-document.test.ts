import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { aClientInput, anInvoiceRequest, aRegistration } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { changeInvoiceStatus } from "./change-invoice-status.ts";
import { createClient } from "./create-client.ts";
import { createInvoice } from "./create-invoice.ts";
import { getInvoiceDocument } from "./get-invoice-document.ts";
import { registerUser } from "./register-user.ts";
import { updateClient } from "./update-client.ts";

describe("getInvoiceDocument", () => {
  it("names a numbered invoice's client as it was when numbered, a draft's as it is now", async () => {
    const ports = inMemoryPorts();
    const { user } = await ports.run(registerUser(aRegistration({ language: "en" })));
    const userId = user.id;
    const client = await ports.run(
      createClient({ userId, client: aClientInput({ name: "Acme", address: "1 Old Road" }) }),
    );
    const create = () =>
      ports.run(
        createInvoice({ userId, request: anInvoiceRequest(client.id, { status: "draft" }) }).pipe(
          Effect.map(({ invoice }) => invoice),
        ),
      );
    const issued = await create();
    await ports.run(
      changeInvoiceStatus({ userId, id: issued.id, status: "sent", screen: "detail" }),
    );
    const draft = await create();

    await ports.run(
      updateClient({
        userId,
        id: client.id,
        client: aClientInput({ name: "Acme Renamed", address: "9 New Road" }),
      }),
    );

    const numbered = await ports.run(getInvoiceDocument({ userId, id: issued.id }));
    expect([numbered.client.name, numbered.client.address]).toEqual(["Acme", "1 Old Road"]);
    const drafted = await ports.run(getInvoiceDocument({ userId, id: draft.id }));
    expect([drafted.client.name, drafted.client.address]).toEqual(["Acme Renamed", "9 New Road"]);
  });
});
