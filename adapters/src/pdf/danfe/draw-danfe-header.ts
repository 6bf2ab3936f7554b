import { drawCode128 } from "./danfe-barcode.ts";
import {
  type DanfeCanvas,
  danfeStyle,
  FIELD_HEIGHT,
  field,
  fieldRow,
  frame,
  PAGE,
  WIDTH,
} from "./danfe-canvas.ts";
import { type DanfeData, groupedAccessKey } from "./danfe-data.ts";
import { fillDanfeLabel, DANFE_LABELS as L } from "./danfe-labels.ts";

/** Height of the receipt stub and of the header block. */
export const RECEIPT_HEIGHT = 44;
export const HEADER_HEIGHT = 112;
const NUMBER_BOX = 96;
const ISSUER_BOX = 222;
const DANFE_BOX = 96;

/** The receipt stub (canhoto) the recipient signs, and the dashed line to cut it off. */
export const drawReceipt = (canvas: DanfeCanvas, data: DanfeData): number => {
  const { doc, text } = canvas;
  const x = PAGE.margin;
  const y = PAGE.margin;
  const left = WIDTH - NUMBER_BOX;
  frame(canvas, x, y, left, RECEIPT_HEIGHT - FIELD_HEIGHT);
  const style = danfeStyle(6);
  const lines = text.lines(
    fillDanfeLabel(L.receiptText, { issuer: data.issuer.name }),
    left - 6,
    style,
  );
  lines.slice(0, 2).forEach((line, index) => {
    text.draw(line, x + 3, y + 8 + index * 8, style);
  });
  field(canvas, { x, y: y + RECEIPT_HEIGHT - FIELD_HEIGHT, w: 110 }, L.receiptDate, "");
  field(
    canvas,
    { x: x + 110, y: y + RECEIPT_HEIGHT - FIELD_HEIGHT, w: left - 110 },
    L.receiptSignature,
    "",
  );
  frame(canvas, x + left, y, NUMBER_BOX, RECEIPT_HEIGHT);
  const centre = x + left + NUMBER_BOX / 2;
  text.draw(L.nfe, centre, y + 14, danfeStyle(10, true), "center");
  text.draw(`${L.numberShort} ${data.number}`, centre, y + 27, danfeStyle(8, true), "center");
  text.draw(`${L.serie} ${data.serie}`, centre, y + 38, danfeStyle(8, true), "center");
  const cut = y + RECEIPT_HEIGHT + 5;
  doc.setLineDashPattern([3, 2], 0);
  doc.setLineWidth(0.4);
  doc.line(x, cut, x + WIDTH, cut);
  doc.setLineDashPattern([], 0);
  return cut + 5;
};

const issuerBox = (canvas: DanfeCanvas, data: DanfeData, x: number, y: number): void => {
  const { text } = canvas;
  frame(canvas, x, y, ISSUER_BOX, HEADER_HEIGHT);
  const nameStyle = danfeStyle(10, true);
  const names = text.lines(data.issuer.name, ISSUER_BOX - 12, nameStyle).slice(0, 3);
  let baseline = y + 22;
  for (const line of names) {
    text.draw(line, x + ISSUER_BOX / 2, baseline, nameStyle, "center");
    baseline += 12;
  }
  const style = danfeStyle(7);
  const { issuer } = data;
  const lines = [
    issuer.street,
    `${issuer.district} - ${issuer.cep}`,
    `${issuer.municipality} - ${issuer.uf}`,
    issuer.phone === "" ? "" : `${L.phone}: ${issuer.phone}`,
  ].filter((line) => line !== "");
  for (const line of lines.flatMap((l) => text.lines(l, ISSUER_BOX - 12, style))) {
    baseline += 9;
    text.draw(line, x + ISSUER_BOX / 2, baseline, style, "center");
  }
};

const danfeBox = (canvas: DanfeCanvas, data: DanfeData, x: number, y: number): void => {
  const { text, doc } = canvas;
  frame(canvas, x, y, DANFE_BOX, HEADER_HEIGHT);
  const centre = x + DANFE_BOX / 2;
  text.draw(L.danfe, centre, y + 16, danfeStyle(13, true), "center");
  text.lines(L.danfeSubtitle, DANFE_BOX - 10, danfeStyle(6)).forEach((line, index) => {
    text.draw(line, centre, y + 26 + index * 8, danfeStyle(6), "center");
  });
  L.directions.split("\n").forEach((line, index) => {
    text.draw(line, x + 8, y + 50 + index * 8, danfeStyle(6.5));
  });
  frame(canvas, x + DANFE_BOX - 26, y + 43, 16, 16);
  text.draw(data.direction, x + DANFE_BOX - 18, y + 55, danfeStyle(11, true), "center");
  text.draw(`${L.numberShort} ${data.number}`, centre, y + 76, danfeStyle(8, true), "center");
  text.draw(`${L.serie} ${data.serie}`, centre, y + 87, danfeStyle(8, true), "center");
  doc.setLineWidth(0.5);
};

/** Where "FOLHA n/m" goes on each page, written once every page exists. */
export interface SheetMark {
  readonly x: number;
  readonly y: number;
}

const keyBox = (canvas: DanfeCanvas, data: DanfeData, x: number, y: number, w: number): void => {
  const { text } = canvas;
  frame(canvas, x, y, w, HEADER_HEIGHT);
  drawCode128(canvas.doc, data.accessKey, { x: x + 10, y: y + 6, w: w - 20, h: 36 });
  field(canvas, { x, y: y + 48, w }, L.accessKey, groupedAccessKey(data.accessKey), {
    align: "center",
    bold: true,
  });
  const style = danfeStyle(6.5);
  text.lines(L.consult, w - 12, style).forEach((line, index) => {
    text.draw(line, x + w / 2, y + 48 + FIELD_HEIGHT + 12 + index * 9, style, "center");
  });
};

/**
 * The header every page repeats: issuer, the DANFE box (entrada/saída, number, série, sheet) and
 * the access key with its CODE-128 barcode. Returns where the sheet number goes.
 */
export const drawHeader = (canvas: DanfeCanvas, data: DanfeData, y: number): SheetMark => {
  const x = PAGE.margin;
  issuerBox(canvas, data, x, y);
  danfeBox(canvas, data, x + ISSUER_BOX, y);
  keyBox(canvas, data, x + ISSUER_BOX + DANFE_BOX, y, WIDTH - ISSUER_BOX - DANFE_BOX);
  return { x: x + ISSUER_BOX + DANFE_BOX / 2, y: y + 98 };
};

/** Nature of the operation, authorisation protocol, and the issuer's registrations. */
export const drawIdentification = (canvas: DanfeCanvas, data: DanfeData, y: number): number => {
  const protocol = data.protocol === "" ? L.notAuthorized : data.protocol;
  fieldRow(canvas, y, [
    { label: L.natOp, value: data.natOp, weight: 3 },
    { label: L.protocol, value: protocol, weight: 2, options: { align: "center", bold: true } },
  ]);
  fieldRow(canvas, y + FIELD_HEIGHT, [
    { label: L.ie, value: data.issuer.ie, weight: 1 },
    { label: L.ieSt, value: "", weight: 1 },
    { label: L.cnpj, value: data.issuer.document, weight: 1 },
  ]);
  return y + 2 * FIELD_HEIGHT;
};
