// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../testing/render.tsx";
import { jsonAnswer, settle } from "../../../testing/server-answers.ts";
import { ClientListPage } from "./ClientListPage.tsx";

const answer = (body: unknown, status = 200) => Promise.resolve(jsonAnswer(body, status));

const page = (data: ReadonlyArray<object>, total = data.length) => ({
  data,
  page: 1,
  pageSize: 24,
  total,
});

const acme = {
  id: "c1",
  name: "Acme",
  email: "billing@acme.fr",
  company: "Acme Holding",
  phone: null,
  address: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ClientListPage", () => {
  it("shows a spinner, then the empty state with a link to add a client", async () => {
    const pending = Promise.withResolvers<Response>();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => pending.promise),
    );
    const view = await render(<ClientListPage />, { path: "/clients" });
    expect(view.container.querySelector("[role=status] .spinner")).not.toBeNull();
    pending.resolve(await answer(page([])));
    await settle();
    expect(view.container.textContent).toContain("No clients yet");
    const links = [...view.container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(links).toContain("/clients/new");
    view.unmount();
  });

  it("shows a card per client with its create-invoice and edit links", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer(page([acme]))),
    );
    const view = await render(<ClientListPage />, { path: "/clients" });
    await settle();
    const card = view.container.querySelector("article");
    expect(card?.textContent).toContain("Acme Holding");
    const links = [...(card?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
    expect(links).toEqual(
      expect.arrayContaining(["/invoices/new?clientId=c1", "/clients/c1/edit"]),
    );
    view.unmount();
  });

  it("shows the failed-to-fetch banner with a retry when the server cannot be reached", async () => {
    const fetch = vi.fn((): Promise<Response> => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetch);
    const view = await render(<ClientListPage />, { path: "/clients" });
    await settle();
    const alert = view.container.querySelector("[role=alert]");
    expect(alert?.textContent).toContain("Failed to load clients");
    expect(alert?.textContent).toContain("Network Error");

    fetch.mockImplementation(() => answer(page([acme])));
    const retry = [...view.container.querySelectorAll("button")].find(
      (button) => button.textContent === "Try again",
    );
    await act(async () => retry?.click());
    await settle();
    expect(view.container.querySelector("[role=alert]")).toBeNull();
    expect(view.container.querySelector("article")?.textContent).toContain("Acme");
    view.unmount();
  });

  it("sends the search to the server and offers to clear a search that finds nothing", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const fetch = vi.fn((url: string) =>
      answer(new URL(url, "http://x").searchParams.get("q") ? page([]) : page([acme])),
    );
    vi.stubGlobal("fetch", fetch);
    const view = await render(<ClientListPage />, { path: "/clients" });
    await act(async () => vi.runOnlyPendingTimersAsync());
    const search = view.container.querySelector<HTMLInputElement>("input[type=search]");
    expect(search).not.toBeNull();
    await act(async () => {
      if (search === null) return;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setValue?.call(search, "globex");
      search.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => vi.advanceTimersByTimeAsync(300));
    await act(async () => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    await settle();
    expect(fetch.mock.calls.at(-1)?.[0]).toContain("q=globex");
    expect(view.container.textContent).toContain("No client matches “globex”");
    const clear = [...view.container.querySelectorAll("button")].find(
      (button) => button.textContent === "Clear search",
    );
    await act(async () => clear?.click());
    await settle();
    expect(view.container.querySelector("article")).not.toBeNull();
    expect(search?.value).toBe("");
    view.unmount();
  });
});
