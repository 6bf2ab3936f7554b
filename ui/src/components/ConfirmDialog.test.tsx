// @vitest-environment happy-dom
import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import { render } from "../../testing/render.tsx";
import { useConfirmDialog } from "./ConfirmDialog.tsx";

/** Asks once on click and writes down the answer. */
const Asker = () => {
  const { confirm, dialog } = useConfirmDialog();
  const [answer, setAnswer] = useState("none");
  return (
    <div>
      <button
        type="button"
        onClick={async () =>
          setAnswer(
            String(
              await confirm({
                title: "Delete Acme?",
                message: "This cannot be undone.",
                confirmLabel: "Delete",
                danger: true,
              }),
            ),
          )
        }
      >
        Ask
      </button>
      <output>{answer}</output>
      {dialog}
    </div>
  );
};

const button = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll("button")].find((candidate) => candidate.textContent === text);

const ask = async (root: HTMLElement) => {
  await act(async () => button(root, "Ask")?.click());
  return root.querySelector("dialog");
};

describe("useConfirmDialog", () => {
  it("opens a modal dialog named by its title, with Cancel focused first", async () => {
    const view = await render(<Asker />);
    const dialog = await ask(view.container);
    expect(dialog?.open).toBe(true);
    const titleId = dialog?.getAttribute("aria-labelledby") ?? "";
    expect(document.getElementById(titleId)?.textContent).toBe("Delete Acme?");
    expect(dialog?.textContent).toContain("This cannot be undone.");
    expect(document.activeElement?.textContent).toBe("Cancel");
    view.unmount();
  });

  it("answers true on confirm and false on Cancel, closing the dialog each time", async () => {
    const view = await render(<Asker />);
    const dialog = await ask(view.container);
    await act(async () => (dialog ? button(dialog, "Delete")?.click() : undefined));
    expect(view.container.querySelector("output")?.textContent).toBe("true");
    expect(view.container.querySelector("dialog")).toBeNull();

    const again = await ask(view.container);
    await act(async () => (again ? button(again, "Cancel")?.click() : undefined));
    expect(view.container.querySelector("output")?.textContent).toBe("false");
    view.unmount();
  });

  it("answers false when Escape cancels the dialog", async () => {
    const view = await render(<Asker />);
    const dialog = await ask(view.container);
    await act(async () => dialog?.dispatchEvent(new Event("cancel", { cancelable: true })));
    expect(view.container.querySelector("output")?.textContent).toBe("false");
    view.unmount();
  });
});
