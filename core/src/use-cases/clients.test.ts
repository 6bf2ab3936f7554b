import { describe, expect, it } from "vitest";
import { aClientInput } from "../../testing/builders/index.ts";
import { inMemoryPorts } from "../../testing/in-memory-ports.ts";
import { clientFromJson } from "../clients/client-json.ts";
import { createClient } from "./create-client.ts";
import { getClient } from "./get-client.ts";
import { updateClient } from "./update-client.ts";

describe("clients", () => {
  it("creates a client under a new id and finds it again", async () => {
    const ports = inMemoryPorts();
    const client = await ports.run(createClient({ userId: "u1", client: aClientInput() }));
    expect(client).toEqual(
      clientFromJson({ ...aClientInput(), id: expect.stringMatching(/^[0-9a-f-]{36}$/u) }),
    );
    expect(await ports.run(getClient({ userId: "u1", id: client.id }))).toEqual(client);
  });

  it("replaces every field of a client but keeps its id", async () => {
    const ports = inMemoryPorts();
    const { id } = await ports.run(createClient({ userId: "u1", client: aClientInput() }));
    const changed = aClientInput({ name: "Acme Ltd", phone: "+33 1 23 45 67 89" });
    expect(await ports.run(updateClient({ userId: "u1", id, client: changed }))).toEqual(
      clientFromJson({ ...changed, id }),
    );
  });
});
