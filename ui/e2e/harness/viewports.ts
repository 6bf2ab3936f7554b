/** A browser window's size in CSS pixels. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** A laptop screen. */
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** A phone held upright (iPhone 12 to 15). */
export const PHONE: Viewport = { width: 390, height: 844 };
