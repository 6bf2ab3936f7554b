// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../testing/render.tsx";
import { jsonAnswer, settle } from "../../testing/server-answers.ts";
import { ClientListPage } from "../pages/clients/ClientListPage.tsx";
import { JobsSection } from "../pages/settings/JobsSection.tsx";

const acme = {
  id: "c1",
  name: "Acme",
  email: "billing@acme.fr",
  company: null,
  phone: null,
  address: null,
};
const globex = { ...acme, id: "c2", name: "Globex", email: "ap@globex.com" };
const clientPage = (data: ReadonlyArray<object>) => ({
  data,
  page: 1,
  pageSize: 24,
  total: data.length,
});

const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll("button")].find(
    (button) => button.getAttribute("aria-label") === name || button.textContent === name,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the data layer", () => {
  it("shows a screen's failure when the server's answer does not decode with the core's schema", async () => {
    // A server that renamed `data` to `jobs`: the wire contract is broken, the screen says so.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonAnswer({ since: "2026-03-03T12:00:00.000Z", jobs: [] })),
    );
    const view = await render(<JobsSection />, { path: "/settings" });
    await settle();
    const alert = view.container.querySelector("[role=alert]");
    expect(alert?.textContent).toContain("Failed to load the state of the automatic jobs");
    expect(alert?.textContent).toContain("The server's answer could not be read");
    view.unmount();
  });

  it("aborts the call of a screen that is left before the answer comes", async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    const view = await render(<JobsSection />, { path: "/settings" });
    await settle();
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    view.unmount();
    await settle();
    expect(signals[0]?.aborted).toBe(true);
  });

  it("reads the list again after a change, so the screen shows what the server now holds", async () => {
    let clients = [acme, globex];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "DELETE") {
        clients = clients.filter((client) => !url.endsWith(`/${client.id}`));
        return new Response(null, { status: 204 });
      }
      return jsonAnswer(clientPage(clients));
    });
    vi.stubGlobal("fetch", fetch);
    const view = await render(<ClientListPage />, { path: "/clients" });
    await settle();
    expect(view.container.querySelectorAll("article")).toHaveLength(2);

    await act(async () => buttonNamed(view.container, "Delete Acme")?.click());
    const dialog = view.container.querySelector("dialog");
    await act(async () => (dialog ? buttonNamed(dialog, "Delete")?.click() : undefined));
    await settle();

    const calls = fetch.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`);
    expect(calls.filter((call) => call.startsWith("GET /api/clients?"))).toHaveLength(2);
    expect(calls).toContain("DELETE /api/clients/c1");
    const names = [...view.container.querySelectorAll("article h2, article h3")].map(
      (heading) => heading.textContent,
    );
    expect(names).toEqual(["Globex"]);
    view.unmount();
  });
});
