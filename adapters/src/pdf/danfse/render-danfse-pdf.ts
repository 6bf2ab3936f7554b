import { createHash } from "node:crypto";
import type { DanfseInput } from "@invoicing/core";
import bwipjs from "bwip-js";
import { GState, jsPDF } from "jspdf";
import {
  type DanfeCanvas,
  danfeStyle,
  FIELD_HEIGHT,
  field,
  fieldRow,
  frame,
  PAGE,
  sectionTitle,
  TITLE_HEIGHT,
  WIDTH,
} from "../danfe/danfe-canvas.ts";
import type { FontLibrary } from "../font-files.ts";
import { makeTypesetter } from "../typesetter.ts";
import { type DanfseData, danfseData } from "./danfse-data.ts";
import { DANFSE_LABELS as L } from "./danfse-labels.ts";

const HEADER_HEIGHT = 96;
const QR_SIZE = 80;
const LINE = 9;
const DESCRIPTION_LINES = 30;
const RED = { red: 200, green: 0, blue: 0 };

const strings = (value: unknown): ReadonlyArray<string> => {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(strings);
};

/** Every character the DANFSe may draw: its data, its labels, digits and the ellipsis. */
const characters = (data: DanfseData): ReadonlySet<number> => {
  const set = new Set<number>();
  for (const text of [...strings(data), ...Object.values(L), "0123456789 /-:…"]) {
    for (const character of text.normalize("NFC")) set.add(character.codePointAt(0) ?? 0);
  }
  return set;
};

// The portal's public query by key; its exact address for QR codes is not confirmed.
const consultUrl = (key: string): string =>
  `https://www.nfse.gov.br/ConsultaPublica/?tpc=1&chave=${key}`;

/** A QR code of `value` filling the square box, modules in black. */
const drawQrCode = (canvas: DanfeCanvas, value: string, x: number, y: number, size: number) => {
  const [symbol] = bwipjs.raw("qrcode", value, {});
  if (symbol === undefined || !("pixs" in symbol)) throw new Error("bwip-js gave no QR code");
  const unit = size / symbol.pixx;
  canvas.doc.setFillColor(0, 0, 0);
  symbol.pixs.forEach((dark, index) => {
    if (dark === 1) {
      const column = index % symbol.pixx;
      const row = Math.floor(index / symbol.pixx);
      canvas.doc.rect(x + column * unit, y + row * unit, unit, unit, "F");
    }
  });
};

const header = (canvas: DanfeCanvas, data: DanfseData, y: number): number => {
  frame(canvas, PAGE.margin, y, WIDTH, HEADER_HEIGHT);
  canvas.text.draw(L.title, PAGE.margin + 8, y + 24, danfeStyle(18, true));
  canvas.text.draw(L.subtitle, PAGE.margin + 8, y + 38, danfeStyle(7));
  canvas.text.draw(data.provider.name, PAGE.margin + 8, y + 56, danfeStyle(9, true));
  field(
    canvas,
    { x: PAGE.margin + 4, y: y + HEADER_HEIGHT - FIELD_HEIGHT - 4, w: WIDTH - QR_SIZE - 16 },
    L.accessKey,
    data.accessKey.replace(/(\d{4})(?=\d)/gu, "$1 "),
    { bold: true, align: "center" },
  );
  canvas.text.draw(
    L.consult,
    PAGE.margin + 8,
    y + HEADER_HEIGHT - FIELD_HEIGHT - 10,
    danfeStyle(5.5),
  );
  drawQrCode(canvas, consultUrl(data.accessKey), PAGE.margin + WIDTH - QR_SIZE - 8, y + 8, QR_SIZE);
  return y + HEADER_HEIGHT + 4;
};

const partyRows = (
  canvas: DanfeCanvas,
  title: string,
  party: DanfseData["provider"],
  y: number,
): number => {
  sectionTitle(canvas, y, title);
  let top = y + TITLE_HEIGHT;
  fieldRow(canvas, top, [
    { label: L.name, value: party.name, weight: 5 },
    { label: L.document, value: party.document, weight: 2 },
    { label: L.municipalRegistration, value: party.municipalRegistration, weight: 2 },
  ]);
  top += FIELD_HEIGHT;
  fieldRow(canvas, top, [
    { label: L.address, value: party.address, weight: 6 },
    { label: L.email, value: party.email, weight: 3 },
  ]);
  return top + FIELD_HEIGHT + 4;
};

const description = (canvas: DanfeCanvas, lines: ReadonlyArray<string>, y: number): number => {
  const shown = lines.slice(0, DESCRIPTION_LINES);
  const height = TITLE_HEIGHT + shown.length * LINE + 6;
  frame(canvas, PAGE.margin, y, WIDTH, height);
  canvas.text.draw(L.description, PAGE.margin + 2, y + 6, danfeStyle(5));
  shown.forEach((line, index) => {
    canvas.text.draw(line, PAGE.margin + 4, y + TITLE_HEIGHT + 6 + index * LINE, danfeStyle(7));
  });
  return y + height + 4;
};

/**
 * Renders the DANFSe (portrait A4) of an NFS-e with jsPDF: header with the access key and a QR
 * code to the national portal, identification, provider, taker, service, municipal tax and
 * values, IBS/CBS when the note carries them; "SEM VALOR FISCAL" across a produção restrita note
 * and "NFS-e CANCELADA" once the cancellation is registered. The layout of NT 008/2026 was not
 * read: this follows the blocks the brief lists (docs/PRODUCT-RULES.md#nfs-e).
 */
export const renderDanfsePdf = (input: DanfseInput, fonts: FontLibrary): Uint8Array => {
  const data = danfseData(input.nfseXml);
  const doc = new jsPDF({ unit: "pt", format: "a4", compress: true, putOnlyUsedFonts: true });
  doc.setProperties({
    title: `DANFSe ${data.number}`,
    subject: `NFS-e ${data.accessKey}`,
    author: data.provider.name,
    creator: "Invoicing",
  });
  doc.setFileId(createHash("md5").update(data.accessKey).digest("hex"));
  doc.setLanguage("pt-BR");
  const canvas: DanfeCanvas = { doc, text: makeTypesetter(doc, fonts, "en", characters(data)) };

  let y = header(canvas, data, PAGE.margin);
  fieldRow(canvas, y, [
    { label: L.number, value: data.number, weight: 2, options: { bold: true } },
    { label: L.competence, value: data.competence, weight: 2 },
    { label: L.processedAt, value: data.processedAt, weight: 3 },
    { label: L.dps, value: data.dps, weight: 2 },
    { label: L.issuedAt, value: data.issuedAt, weight: 3 },
    { label: L.status, value: data.status, weight: 2 },
  ]);
  y = partyRows(canvas, L.providerTitle, data.provider, y + FIELD_HEIGHT + 4);
  if (data.taker === null) {
    sectionTitle(canvas, y, L.noTaker);
    y += TITLE_HEIGHT + 4;
  } else {
    y = partyRows(canvas, L.takerTitle, data.taker, y);
  }
  sectionTitle(canvas, y, L.serviceTitle);
  y += TITLE_HEIGHT;
  fieldRow(canvas, y, [
    { label: L.serviceCode, value: data.serviceCode, weight: 2 },
    { label: L.serviceName, value: data.serviceName, weight: 5 },
    { label: L.nbs, value: data.nbs, weight: 2 },
  ]);
  y += FIELD_HEIGHT;
  fieldRow(canvas, y, [
    { label: L.placeOfService, value: data.placeOfService, weight: 1 },
    { label: L.placeOfIncidence, value: data.placeOfIncidence, weight: 1 },
  ]);
  y = description(canvas, data.description, y + FIELD_HEIGHT + 4);
  sectionTitle(canvas, y, L.taxTitle);
  y += TITLE_HEIGHT;
  fieldRow(canvas, y, [
    { label: L.serviceAmount, value: data.serviceAmount, weight: 2, options: { align: "right" } },
    { label: L.base, value: data.base, weight: 2, options: { align: "right" } },
    { label: L.rate, value: data.rate, weight: 1, options: { align: "right" } },
    { label: L.iss, value: data.iss, weight: 2, options: { align: "right" } },
    { label: L.withheld, value: data.withheld, weight: 2 },
    { label: L.retained, value: data.retained, weight: 2, options: { align: "right" } },
    { label: L.net, value: data.net, weight: 2, options: { align: "right", bold: true } },
  ]);
  y += FIELD_HEIGHT + 4;
  if (data.ibsCbs !== null) {
    sectionTitle(canvas, y, L.ibsCbsTitle);
    fieldRow(canvas, y + TITLE_HEIGHT, [
      { label: L.cbs, value: data.ibsCbs.cbs, weight: 1, options: { align: "right" } },
      { label: L.ibs, value: data.ibsCbs.ibs, weight: 1, options: { align: "right" } },
    ]);
  }
  if (data.homologation) {
    doc.saveGraphicsState();
    doc.setGState(new GState({ opacity: 0.15 }));
    canvas.text.drawTurned(
      L.watermark,
      PAGE.width / 2,
      PAGE.height / 2 + 60,
      danfeStyle(64, true, RED),
      35,
    );
    doc.restoreGraphicsState();
  }
  if (input.cancelled === true) {
    canvas.text.draw(
      L.cancelled,
      PAGE.width / 2,
      PAGE.height / 2,
      danfeStyle(40, true, RED),
      "center",
    );
  }
  return new Uint8Array(doc.output("arraybuffer"));
};
