import i18next from "i18next";
import { createStore, Provider } from "jotai";
import type { ReactElement } from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { catalogueOf } from "../src/i18n/catalogue.ts";
import { reportMissingKey } from "../src/i18n/missing-keys.ts";

const english = catalogueOf(
  import.meta.glob("../src/i18n/locales/en/*.json", { eager: true, import: "default" }),
);

declare global {
  // React warns unless told that updates in tests are wrapped in act().
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A component rendered for a test, with the browser history of its memory router. */
export interface Rendered {
  readonly container: HTMLElement;
  readonly history: ReadonlyArray<string>;
  readonly unmount: () => void;
}

/**
 * Renders `ui` into the happy-dom document in English, with a fresh jotai store and a memory
 * router at `path` (files using it start with `// @vitest-environment happy-dom`).
 */
export const render = async (ui: ReactElement, { path = "/" } = {}): Promise<Rendered> => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: "en",
    fallbackLng: false,
    resources: { en: { translation: english } },
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: reportMissingKey,
  });
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const location = memoryLocation({ path, record: true });
  await act(async () =>
    root.render(
      <Provider store={createStore()}>
        <I18nextProvider i18n={i18n}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </I18nextProvider>
      </Provider>,
    ),
  );
  return {
    container,
    history: location.history,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
};
