import { createHash } from "node:crypto";
import type { DanfeInput } from "@invoicing/core";
import { GState, jsPDF } from "jspdf";
import type { FontLibrary } from "../font-files.ts";
import { makeTypesetter } from "../typesetter.ts";
import { type DanfeCanvas, danfeStyle, PAGE } from "./danfe-canvas.ts";
import { type DanfeData, danfeData } from "./danfe-data.ts";
import { DANFE_LABELS as L } from "./danfe-labels.ts";
import {
  drawBilling,
  drawFooter,
  drawRecipient,
  drawTaxes,
  drawTransport,
  FOOTER_HEIGHT,
} from "./draw-danfe-blocks.ts";
import {
  drawHeader,
  drawIdentification,
  drawReceipt,
  HEADER_HEIGHT,
  type SheetMark,
} from "./draw-danfe-header.ts";
import { drawItems } from "./draw-danfe-items.ts";

const strings = (value: unknown): ReadonlyArray<string> => {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(strings);
};

/** Every character the DANFE may draw: its data, its labels, digits and the ellipsis. */
const danfeCharacters = (data: DanfeData): ReadonlySet<number> => {
  const characters = new Set<number>();
  for (const text of [...strings(data), ...Object.values(L), "0123456789 /-:…"]) {
    for (const character of text.normalize("NFC")) characters.add(character.codePointAt(0) ?? 0);
  }
  return characters;
};

const WATERMARK_OPACITY = 0.15;

/** "SEM VALOR FISCAL" across the page, for homologation and for an NF-e not yet authorised. */
const drawWatermark = (canvas: DanfeCanvas): void => {
  const color = { red: 200, green: 0, blue: 0 };
  canvas.doc.saveGraphicsState();
  canvas.doc.setGState(new GState({ opacity: WATERMARK_OPACITY }));
  canvas.text.drawTurned(
    L.watermark,
    PAGE.width / 2,
    PAGE.height / 2 + 60,
    danfeStyle(64, true, color),
    35,
  );
  canvas.doc.restoreGraphicsState();
};

/** "NF-e CANCELADA" level across the middle of the page, once SEFAZ registered the cancellation. */
const drawCancelledStamp = (canvas: DanfeCanvas): void => {
  canvas.text.draw(
    L.cancelled,
    PAGE.width / 2,
    PAGE.height / 2,
    danfeStyle(40, true, { red: 200, green: 0, blue: 0 }),
    "center",
  );
};

/**
 * Renders the DANFE (portrait A4) of an NF-e or nfeProc with jsPDF, in the blocks of the MOC:
 * receipt stub, header with the CODE-128 access key, identification, recipient, bill, taxes,
 * carrier, products (flowing over continuation pages that repeat the header), ISSQN and
 * additional data; "SEM VALOR FISCAL" across every page in homologation or before authorisation,
 * and "NF-e CANCELADA" on every page of a cancelled NF-e.
 */
export const renderDanfePdf = (input: DanfeInput, fonts: FontLibrary): Uint8Array => {
  const data = danfeData(input.nfeXml, input.protocol);
  const doc = new jsPDF({ unit: "pt", format: "a4", compress: true, putOnlyUsedFonts: true });
  doc.setProperties({
    title: `DANFE ${data.number}`,
    subject: `NF-e ${data.accessKey}`,
    author: data.issuer.name,
    creator: "Invoicing",
  });
  doc.setFileId(createHash("md5").update(input.accessKey).digest("hex"));
  doc.setLanguage("pt-BR");
  const canvas: DanfeCanvas = {
    doc,
    text: makeTypesetter(doc, fonts, "en", danfeCharacters(data)),
  };

  const marks: Array<SheetMark> = [];
  let y = drawReceipt(canvas, data);
  marks.push(drawHeader(canvas, data, y));
  y = drawIdentification(canvas, data, y + HEADER_HEIGHT);
  y = drawRecipient(canvas, data, y + 4);
  y = drawBilling(canvas, data, y);
  y = drawTaxes(canvas, data, y);
  y = drawTransport(canvas, data, y);
  let left = drawItems(canvas, data.items, y, PAGE.height - PAGE.margin - FOOTER_HEIGHT - 4);
  drawFooter(canvas, data);
  while (left.length > 0) {
    doc.addPage("a4", "portrait");
    marks.push(drawHeader(canvas, data, PAGE.margin));
    left = drawItems(canvas, left, PAGE.margin + HEADER_HEIGHT + 4, PAGE.height - PAGE.margin);
  }

  const unauthorised = data.homologation || data.protocol === "";
  marks.forEach((mark, index) => {
    doc.setPage(index + 1);
    canvas.text.draw(
      `${L.sheet} ${index + 1}/${marks.length}`,
      mark.x,
      mark.y,
      danfeStyle(8, true),
      "center",
    );
    if (unauthorised) drawWatermark(canvas);
    if (input.cancelled === true) drawCancelledStamp(canvas);
  });
  return new Uint8Array(doc.output("arraybuffer"));
};
