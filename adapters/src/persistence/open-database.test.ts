import { describe, expect, it } from "vitest";
import { openDatabase } from "./open-database.ts";

describe("openDatabase", () => {
  it("refuses a pool of one connection, which migrating would deadlock", async () => {
    await expect(
      openDatabase({ url: "postgres://nobody@127.0.0.1:9/none", poolMax: 1 }),
    ).rejects.toThrow("poolMax must be at least 2");
  });
});
