import { existsSync } from "node:fs";
import { JOB_KINDS } from "@invoicing/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, openSignedIn, registerAccount } from "./harness/accounts.ts";
import { type E2eApp, startApp } from "./harness/app.ts";
import { serverMain } from "./harness/paths.ts";
import { screenshots } from "./harness/screenshots.ts";
import { expectSound } from "./harness/sound.ts";

const SLOW = 60_000;

describe.skipIf(!existsSync(serverMain))("automatic jobs", () => {
  let app: E2eApp;
  let account: Account;

  beforeAll(async () => {
    app = await startApp();
    account = await registerAccount(app.url, { firstName: "Grace", lastName: "Hopper" });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it(
    "the settings page shows each job and when it last ran: the server ran the periodic ones at start",
    async () => {
      // The periodic jobs queued at start run within a polling interval (2 s).
      await expect
        .poll(
          async () => {
            const response = await fetch(`${app.url}/api/jobs/health`, {
              headers: { Authorization: `Bearer ${account.token}` },
            });
            const body = (await response.json()) as {
              data: ReadonlyArray<{ kind: string; lastRunAt: string | null }>;
            };
            return body.data.find((job) => job.kind === "markOverdue")?.lastRunAt ?? null;
          },
          { timeout: 20_000, interval: 250 },
        )
        .not.toBeNull();
      const page = await app.newPage();
      await openSignedIn(page, account, "/settings#jobs");
      const section = page.getByRole("region", { name: "Automatic jobs" });
      await section.getByText("Overdue invoices").waitFor();
      const rows = section.getByRole("listitem");
      await expect.poll(() => rows.count()).toBe(JOB_KINDS.length);
      const overdue = rows.filter({ hasText: "Overdue invoices" });
      expect(await overdue.textContent()).toMatch(/0 failures.*Last run: (?!never)/u);
      // Auto-send runs on demand: once per numbered invoice, the demo account's included.
      expect(await rows.filter({ hasText: "E-invoice auto-send" }).textContent()).toMatch(
        /0 failures.*Last run: /u,
      );
      await section.scrollIntoViewIfNeeded();
      await screenshots(page, "settings-jobs");
      await expectSound(app, page);
    },
    SLOW,
  );
});
