import { describe, expect, it } from "vitest";
import { paperSizeFor } from "./paper-size.ts";

describe("paperSizeFor", () => {
  it.each(["en-US", "en-CA", "es-MX", "fr-CA", "es-CO", "en-PH", "en"])(
    "prints %s on Letter",
    (locale) => {
      expect(paperSizeFor(locale)).toBe("letter");
    },
  );

  it.each(["en-GB", "fr-FR", "de-DE", "es-ES", "es", "zh-CN", "ja-JP", "pt-BR", "en-AU"])(
    "prints %s on A4",
    (locale) => {
      expect(paperSizeFor(locale)).toBe("a4");
    },
  );
});
