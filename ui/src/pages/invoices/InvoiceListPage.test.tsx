// @vitest-environment happy-dom
import { type InvoiceStatus, invoiceToListRow, type LifecycleCode } from "@invoicing/core";
import { anInvoice } from "@invoicing/core/testing/builders";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../testing/render.tsx";
import { jsonAnswer, settle } from "../../../testing/server-answers.ts";
import { InvoiceListPage } from "./InvoiceListPage.tsx";

// A list row: the invoice and its balance, nothing paid or credited yet, and its latest
// lifecycle status.
const invoice = (id: string, status: InvoiceStatus, lifecycle: LifecycleCode | null = null) =>
  invoiceToListRow({
    invoice: anInvoice({
      id,
      invoiceNumber: status === "draft" ? null : `INV-00${id}`,
      clientId: "c1",
      status,
      sentAt: null,
    }),
    client: { id: "c1", name: `Client ${id}`, email: "a@b.fr", company: null },
    settlement: { credited: 0, paid: 0 },
    lifecycle,
  });

const rows = [
  invoice("1", "draft"),
  invoice("2", "sent"),
  invoice("3", "overdue"),
  invoice("4", "paid"),
  invoice("5", "cancelled"),
];

/** The visible names of a row's action buttons. */
const actionsOf = (container: HTMLElement, client: string) => {
  const row = [...container.querySelectorAll("tbody tr")].find((tr) =>
    tr.textContent?.includes(client),
  );
  return [...(row?.querySelectorAll("button") ?? [])].map(
    (button) => button.firstChild?.textContent,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("InvoiceListPage", () => {
  it("asks the server for the address's filters and page, 20 invoices at a time", async () => {
    const fetch = vi.fn(async () => jsonAnswer({ data: [], page: 2, pageSize: 20, total: 25 }));
    vi.stubGlobal("fetch", fetch);
    const view = await render(<InvoiceListPage />, { path: "/invoices?q=acme&status=sent&page=2" });
    await settle();
    expect(String(fetch.mock.calls[0]?.at(0))).toBe(
      "/api/invoices?q=acme&status=sent&lifecycle=all&page=2&pageSize=20",
    );
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it("offers each status the actions of the list's rules", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonAnswer({ data: rows, page: 1, pageSize: 20, total: rows.length })),
    );
    const view = await render(<InvoiceListPage />, { path: "/invoices" });
    await settle();
    expect(actionsOf(view.container, "Client 1")).toEqual(["Mark as paid", "Delete"]);
    expect(actionsOf(view.container, "Client 2")).toEqual(["Mark as paid"]);
    expect(actionsOf(view.container, "Client 3")).toEqual(["Mark as paid"]);
    expect(actionsOf(view.container, "Client 4")).toEqual([]);
    expect(actionsOf(view.container, "Client 5")).toEqual([]);
    const firstNumber = view.container.querySelector("tbody th")?.textContent;
    expect(firstNumber).toBe("Draft");
    view.unmount();
  });

  it("tells a user without invoices how to start, and one whose filters match nothing how to clear them", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonAnswer({ data: [], page: 1, pageSize: 20, total: 0 })),
    );
    const empty = await render(<InvoiceListPage />, { path: "/invoices" });
    await settle();
    expect(empty.container.textContent).toContain("No invoices yet");
    empty.unmount();
    const filtered = await render(<InvoiceListPage />, { path: "/invoices?status=paid" });
    await settle();
    expect(filtered.container.textContent).toContain("No matching invoices");
    filtered.unmount();
  });

  it("shows a platform status column once a row has a lifecycle status, and filters by it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonAnswer({ data: rows, page: 1, pageSize: 20, total: rows.length })),
    );
    const withoutStatus = await render(<InvoiceListPage />, { path: "/invoices" });
    await settle();
    expect(withoutStatus.container.querySelector("thead")?.textContent).not.toContain(
      "Platform status",
    );
    withoutStatus.unmount();
    const fetch = vi.fn(async () =>
      jsonAnswer({
        data: [invoice("2", "sent", 212), invoice("3", "overdue")],
        page: 1,
        pageSize: 20,
        total: 2,
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const view = await render(<InvoiceListPage />, { path: "/invoices?lifecycle=212" });
    await settle();
    expect(String(fetch.mock.calls[0]?.at(0))).toContain("lifecycle=212");
    expect(view.container.querySelector("thead")?.textContent).toContain("Platform status");
    const cells = [...view.container.querySelectorAll("td[data-label='Platform status']")];
    expect(cells.map((cell) => cell.textContent)).toEqual(["212 Encaissée", ""]);
    view.unmount();
  });

  it("shows the failure banner when the list cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    const view = await render(<InvoiceListPage />, { path: "/invoices" });
    await settle();
    const banner = view.container.querySelector("[role=alert]")?.textContent;
    expect(banner).toContain("Failed to load invoices");
    expect(banner).toContain("Network Error");
    view.unmount();
  });
});
