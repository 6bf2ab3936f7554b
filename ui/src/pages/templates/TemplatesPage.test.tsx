// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../testing/render.tsx";
import { jsonAnswer, settle } from "../../../testing/server-answers.ts";
import { TemplatesPage } from "./TemplatesPage.tsx";

const radio = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll("label")]
    .find((element) => element.textContent?.startsWith(label))
    ?.querySelector("input");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("TemplatesPage", () => {
  it("shows the saved choice, previews a new one and saves it", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonAnswer(
        init?.method === "PUT"
          ? JSON.parse(String(init.body))
          : {
              layout: "classic",
              accentColor: "#1F4E8C",
            },
      ),
    );
    vi.stubGlobal("fetch", fetch);
    const view = await render(<TemplatesPage />, { path: "/invoices/templates" });
    await settle();
    expect(radio(view.container, "Classic")?.checked).toBe(true);
    const save = [...view.container.querySelectorAll("button")].find(
      (button) => button.textContent === "Save template",
    );
    expect(save?.disabled).toBe(true);

    await act(async () => radio(view.container, "Modern")?.click());
    await act(async () => radio(view.container, "Teal")?.click());
    const paper = view.container.querySelector("figure > div") as HTMLElement;
    expect(paper.style.getPropertyValue("--accent")).toBe("rgb(15 118 110)");
    expect(view.container.querySelector("figure")?.textContent).toContain("Total$1,800.00");

    await act(async () => save?.click());
    await settle();
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/user/invoice-template");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      layout: "modern",
      accentColor: "#0F766E",
    });
    expect(save?.disabled).toBe(true);
    view.unmount();
  });

  it("refuses a colour code that is not # and six hexadecimal digits", async () => {
    const fetch = vi.fn(async () => jsonAnswer({ layout: "compact", accentColor: "#111827" }));
    vi.stubGlobal("fetch", fetch);
    const view = await render(<TemplatesPage />, { path: "/invoices/templates" });
    await settle();
    const input = view.container.querySelector("input:not([type])") as HTMLInputElement;
    expect(input.value).toBe("#111827");
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    await act(async () => {
      setValue?.call(input, "#12345G");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const form = view.container.querySelector("form") as HTMLFormElement;
    await act(async () => form.requestSubmit());
    expect(view.container.textContent).toContain(
      "Please enter a colour as # followed by 6 hexadecimal digits",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});
