import type { Page } from "playwright-core";
import { expect } from "vitest";
import { accessibilityProblems } from "./accessibility.ts";
import type { E2eApp } from "./app.ts";
import { rawKeysShown } from "./raw-keys.ts";

/**
 * Checks what every screen must be, as it is now: no raw i18n key, no WCAG 2.1 AA problem found
 * by axe, no uncaught script error, nothing the Content-Security-Policy blocked.
 */
export const expectSound = async (app: E2eApp, page: Page): Promise<void> => {
  expect(await rawKeysShown(page), "raw i18n keys").toEqual([]);
  expect(await accessibilityProblems(page), "axe").toEqual([]);
  expect(app.pageErrors(page), "script errors").toEqual([]);
  expect(app.cspViolations(page), "Content-Security-Policy violations").toEqual([]);
};
