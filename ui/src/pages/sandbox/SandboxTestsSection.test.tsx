// @vitest-environment happy-dom
import type { TestResult } from "@invoicing/core";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "../../../testing/render.tsx";
import { jsonAnswer, settle } from "../../../testing/server-answers.ts";
import { SandboxTestsSection } from "./SandboxTestsSection.tsx";

const answer = (body: unknown, status = 200) => Promise.resolve(jsonAnswer(body, status));

const rejected: TestResult = {
  id: "r1",
  testType: "france",
  status: "error",
  timestamp: "2026-11-20T10:00:00.000Z",
  details: [
    {
      name: "sandbox.checks.platform",
      status: "error",
      message: "sandbox.outcomes.rejected",
      params: { count: "1" },
    },
    { name: "BR-FR-10_BT-30", status: "error", message: "BR-FR-10/BT-30 : Le SIREN…" },
  ],
};

const click = (container: HTMLElement, name: string) =>
  act(async () => {
    const button = [...container.querySelectorAll("button")].find(
      (candidate) => candidate.textContent === name,
    );
    button?.click();
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SandboxTestsSection", () => {
  it("lists stored results: our checks in words, an outside rule by its id and text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answer({ success: true, data: [rejected] })),
    );
    const view = await render(<SandboxTestsSection />, { path: "/sandbox-settings" });
    await settle();
    const text = view.container.textContent ?? "";
    expect(text).toContain("Sandbox platform");
    expect(text).toContain("Rejected. Rules broken: 1.");
    expect(view.container.querySelector("code")?.textContent).toBe("BR-FR-10_BT-30");
    expect(text).toContain("BR-FR-10/BT-30 : Le SIREN…");
    view.unmount();
  });

  it("says Test failed for a run that failed its checks, and adds it to the list", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init?: RequestInit) =>
        init?.method === "POST"
          ? answer({ success: true, data: rejected }, 201)
          : answer({ success: true, data: [] }),
      ),
    );
    const view = await render(<SandboxTestsSection />, { path: "/sandbox-settings" });
    await settle();
    expect(view.container.textContent).toContain("No test has been run yet.");
    await click(view.container, "Run the France test");
    await settle();
    expect(view.container.querySelector("[role=status][data-tone=error]")?.textContent).toBe(
      "Test failed",
    );
    expect(view.container.querySelector("code")?.textContent).toBe("BR-FR-10_BT-30");
    view.unmount();
  });

  it("adds an error entry with the server's message when the run is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((_url: string, init?: RequestInit) =>
        init?.method === "POST"
          ? answer({ success: false, code: "unavailable", message: "Try again later" }, 503)
          : answer({ success: true, data: [] }),
      ),
    );
    const view = await render(<SandboxTestsSection />, { path: "/sandbox-settings" });
    await settle();
    await click(view.container, "Run the Brazil test");
    await settle();
    const entry = view.container.querySelector("li");
    expect(entry?.textContent).toContain("Brazil");
    expect(entry?.textContent).toContain("Error");
    expect(entry?.textContent).toContain("Try again later");
    view.unmount();
  });
});
