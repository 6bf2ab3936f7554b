// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { render } from "../../../testing/render.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";

describe("NotFoundPage", () => {
  it("says nothing is there and links back to the dashboard", async () => {
    const page = await render(<NotFoundPage />, { path: "/invoices/unknown" });
    expect(page.container.querySelector("h1")?.textContent).toBe("Page not found");
    const link = page.container.querySelector("a");
    expect(link?.textContent).toBe("Back to the dashboard");
    expect(link?.getAttribute("href")).toBe("/");
    page.unmount();
  });

  it("shows the page's own explanation when given one", async () => {
    const page = await render(<NotFoundPage message="Invoice not found" />);
    expect(page.container.textContent).toContain("Invoice not found");
    page.unmount();
  });
});
