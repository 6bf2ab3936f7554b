import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MailMessage } from "@invoicing/core";
import { describeEachBackend } from "@invoicing/fixtures";
import { Effect } from "effect";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  type MigratedTestDatabase,
  openMigratedTestDatabase,
} from "../../testing/persistence/open-migrated-test-database.ts";
import { importOutboxFolder } from "./import-outbox-folder.ts";
import { databaseMailOutbox, keepInDatabase } from "./mail-outbox-database.ts";
import { mailOutboxFolder } from "./mail-outbox-folder.ts";
import { outboxMailer, outboxMailerKeeping } from "./outbox-mailer.ts";

const ana = "3f0c2a8e-2b3c-4d5e-8f90-1a2b3c4d5e6f";
const bob = "7a1b2c3d-4e5f-4a6b-9c8d-0e1f2a3b4c5d";

const mail = (owner: string | undefined, subject: string, to = "client@example.com") =>
  ({
    ...(owner === undefined ? {} : { owner }),
    to,
    subject,
    text: "Bonjour",
    attachments: [
      { filename: "a.pdf", contentType: "application/pdf", content: new Uint8Array(5000) },
    ],
  }) satisfies MailMessage;

describeEachBackend("the outbox in the database", (backend) => {
  let test: MigratedTestDatabase;
  let folder: string;
  beforeAll(async () => {
    test = await openMigratedTestDatabase(backend);
  }, 60_000);
  beforeEach(async () => {
    await test.database.orm.em.fork().execute("delete from mail_outbox");
    folder = join(await mkdtemp(join(tmpdir(), "mail-outbox-database-")), "outbox");
    return () => rm(join(folder, ".."), { recursive: true, force: true });
  });
  afterAll(async () => {
    await test?.close();
  });

  const send = (message: MailMessage) =>
    Effect.runPromise(outboxMailerKeeping(keepInDatabase(test.database)).send(message));
  const outbox = () => databaseMailOutbox(test.database);

  it("lists an account's own messages newest first and reads each back whole", async () => {
    expect(await send(mail(ana, "Facture INV-001 — 发票"))).toMatchObject({ outbox: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(mail(ana, "Invoice INV-002", "zoe@example.com"));
    await send(mail(bob, "Bob's"));
    await send(mail(undefined, "Reset your password"));

    const list = await Effect.runPromise(outbox().list(ana, 10));
    expect(list.map((entry) => [entry.subject, entry.to])).toEqual([
      ["Invoice INV-002", "zoe@example.com"],
      ["Facture INV-001 — 发票", "client@example.com"],
    ]);
    expect(list[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/u);
    expect(await Effect.runPromise(outbox().list(ana, 1))).toHaveLength(1);
    const id = list[1]?.id ?? "";
    const bytes = await Effect.runPromise(outbox().read(ana, id));
    expect(list[1]?.size).toBe(bytes.length);
    expect(Buffer.from(bytes).toString("utf8")).toContain("Content-Type: application/pdf");
    const error = await Effect.runPromise(Effect.flip(outbox().read(bob, id)));
    expect(error).toMatchObject({ _tag: "OutboxMessageNotFound", id });
    expect(
      await Effect.runPromise(outbox().list("0b7d9c3e-0000-4000-8000-000000000000", 10)),
    ).toEqual([]);
  });

  it("copies a data folder's outbox in under the same ids, once", async () => {
    const inFolder = (message: MailMessage) =>
      Effect.runPromise(outboxMailer(folder).send(message));
    await inFolder(mail(ana, "Facture INV-001"));
    await inFolder(mail(bob, "Bob's"));
    await inFolder(mail(undefined, "Reset your password"));
    await send(mail(ana, "Sent since"));

    expect(await importOutboxFolder(folder, test.database)).toBe(3);
    const folderList = await Effect.runPromise(mailOutboxFolder(folder).list(ana, 10));
    const databaseList = await Effect.runPromise(outbox().list(ana, 10));
    expect(databaseList.map((entry) => entry.subject)).toEqual(["Sent since", "Facture INV-001"]);
    expect(databaseList[1]).toEqual(folderList[0]);
    const id = folderList[0]?.id ?? "";
    expect(await Effect.runPromise(outbox().read(ana, id))).toEqual(
      await Effect.runPromise(mailOutboxFolder(folder).read(ana, id)),
    );
    expect(await importOutboxFolder(folder, test.database)).toBe(0);
    expect(await importOutboxFolder(join(folder, "missing"), test.database)).toBe(0);
  });
});
