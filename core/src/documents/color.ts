import type { AccentColor } from "./invoice-template.ts";

/** A colour's red, green and blue channels, 0 to 255. */
export interface Rgb {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

/** The channels of a `#RRGGBB` colour. */
export const rgbOf = (color: AccentColor): Rgb => ({
  red: Number.parseInt(color.slice(1, 3), 16),
  green: Number.parseInt(color.slice(3, 5), 16),
  blue: Number.parseInt(color.slice(5, 7), 16),
});

const linear = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export const relativeLuminance = (rgb: Rgb): number =>
  0.2126 * linear(rgb.red) + 0.7152 * linear(rgb.green) + 0.0722 * linear(rgb.blue);

const contrast = (a: number, b: number): number =>
  (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const WHITE: Rgb = { red: 255, green: 255, blue: 255 };
const INK: Rgb = { red: 17, green: 24, blue: 39 };

/**
 * The text colour that reads best on a background of `color`: white or near-black, whichever
 * contrasts more, so that any accent the user picks keeps headings on it legible.
 */
export const readableTextOn = (color: AccentColor): Rgb => {
  const background = relativeLuminance(rgbOf(color));
  return contrast(background, relativeLuminance(WHITE)) >=
    contrast(background, relativeLuminance(INK))
    ? WHITE
    : INK;
};

/** `color` mixed with white, `share` of it kept (0.1 gives a pale tint for backgrounds). */
export const tintOf = (color: AccentColor, share: number): Rgb => {
  const rgb = rgbOf(color);
  const mix = (channel: number): number => Math.round(255 - (255 - channel) * share);
  return { red: mix(rgb.red), green: mix(rgb.green), blue: mix(rgb.blue) };
};

const MIN_TEXT_CONTRAST = 4.5;

/**
 * The accent as a text colour on white: the accent itself when it contrasts enough for body text
 * (WCAG AA, 4.5:1), else the accent darkened just enough, so a pale choice such as yellow still
 * gives legible headings.
 */
export const accentTextColor = (color: AccentColor): Rgb => {
  const rgb = rgbOf(color);
  const white = relativeLuminance(WHITE);
  for (let keep = 1; keep > 0; keep -= 0.05) {
    const darker = {
      red: Math.round(rgb.red * keep),
      green: Math.round(rgb.green * keep),
      blue: Math.round(rgb.blue * keep),
    };
    if (contrast(relativeLuminance(darker), white) >= MIN_TEXT_CONTRAST) return darker;
  }
  return INK;
};
