// @vitest-environment happy-dom
import type { DeliveryAddress } from "@invoicing/core";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { render } from "../../../testing/render.tsx";
import { DeliveryAddressEditor } from "./DeliveryAddressEditor.tsx";

const address: DeliveryAddress = {
  name: "Entrepôt Nord",
  street: "3 quai des Docks",
  postalCode: "59000",
  city: "Lille",
  country: "FR",
};

const editor = (value: DeliveryAddress | null, onChange = vi.fn()) =>
  render(
    <DeliveryAddressEditor
      value={value}
      defaultCountry="FR"
      errors={{ "deliveryAddress.city": "invoiceform.validation.deliverycityrequired" }}
      onChange={onChange}
    />,
  );

describe("DeliveryAddressEditor", () => {
  it("is off until asked, then starts an empty address in the default country", async () => {
    const onChange = vi.fn();
    const view = await editor(null, onChange);
    expect(view.container.querySelectorAll("input[type='text'], input:not([type])")).toHaveLength(
      0,
    );
    const toggle = view.container.querySelector<HTMLInputElement>("input[type='checkbox']");
    await act(async () => toggle?.click());
    expect(onChange).toHaveBeenCalledWith({
      name: null,
      street: "",
      postalCode: null,
      city: "",
      country: "FR",
    });
    view.unmount();
  });

  it("shows the address and its errors, and turning it off clears it", async () => {
    const onChange = vi.fn();
    const view = await editor(address, onChange);
    const values = [...view.container.querySelectorAll("input")].map((input) => input.value);
    expect(values).toEqual(expect.arrayContaining(["Entrepôt Nord", "3 quai des Docks", "Lille"]));
    expect(view.container.textContent).toContain("Enter the city of the delivery address");
    const toggle = view.container.querySelector<HTMLInputElement>("input[type='checkbox']");
    await act(async () => toggle?.click());
    expect(onChange).toHaveBeenCalledWith(null);
    view.unmount();
  });
});
