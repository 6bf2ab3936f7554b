// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "../../../testing/render.tsx";
import { ItemsEditor } from "./ItemsEditor.tsx";
import { newItem } from "./invoice-form-values.ts";

const editor = (item: ReturnType<typeof newItem>, onChange = vi.fn()) =>
  render(
    <ItemsEditor
      items={[item]}
      lines={[]}
      currency="EUR"
      errors={{ "items.0.vatExemptionReason": "vat.category.reasonrequired" }}
      onChange={onChange}
      onAdd={() => undefined}
      onRemove={() => undefined}
      catalogue={[]}
      onPick={() => undefined}
    />,
  );

const labels = (container: HTMLElement) =>
  [...container.querySelectorAll("label")].map((label) => label.textContent?.trim());

describe("ItemsEditor's VAT category", () => {
  it("offers automatic and the seven categories, and asks no reason for automatic, S or Z", async () => {
    const view = await editor(newItem("20"));
    const options = [...view.container.querySelectorAll("select[id^='vat-category'] option")];
    expect(options.map((option) => option.getAttribute("value"))).toEqual([
      "",
      "S",
      "Z",
      "E",
      "AE",
      "K",
      "G",
      "O",
    ]);
    expect(options[4]?.textContent).toBe("AE · Reverse charge");
    expect(labels(view.container).join("|")).not.toContain("Exemption reason");
    view.unmount();
    const zero = await editor({ ...newItem("0"), vatCategory: "Z" });
    expect(labels(zero.container).join("|")).not.toContain("Exemption reason");
    zero.unmount();
  });

  it("asks the exemption reason (BT-120) for an exempt line and shows its error", async () => {
    const view = await editor({ ...newItem("0"), vatCategory: "E" });
    expect(labels(view.container).join("|")).toContain("Exemption reason (BT-120)");
    expect(view.container.textContent).toContain("Give the reason for the exemption");
    view.unmount();
  });

  it("reports the category chosen", async () => {
    const onChange = vi.fn();
    const view = await editor(newItem("0"), onChange);
    const select = view.container.querySelector<HTMLSelectElement>("select[id^='vat-category']");
    await act(async () => {
      if (select === null) return;
      select.value = "K";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith(0, "vatCategory", "K");
    view.unmount();
  });
});
