import {
  type DanfeCanvas,
  danfeStyle,
  FIELD_HEIGHT,
  fieldRow,
  frame,
  PAGE,
  sectionTitle,
  TITLE_HEIGHT,
  WIDTH,
} from "./danfe-canvas.ts";
import type { DanfeData } from "./danfe-data.ts";
import { fillDanfeLabel, DANFE_LABELS as L } from "./danfe-labels.ts";

/** The recipient block (destinatário/remetente). */
export const drawRecipient = (canvas: DanfeCanvas, data: DanfeData, y: number): number => {
  const { recipient } = data;
  sectionTitle(canvas, y, L.recipientTitle);
  const top = y + TITLE_HEIGHT;
  fieldRow(canvas, top, [
    { label: L.name, value: recipient.name, weight: 6 },
    { label: L.cnpj, value: recipient.document, weight: 2.4 },
    { label: L.issueDate, value: data.issueDate, weight: 1.6, options: { align: "center" } },
  ]);
  fieldRow(canvas, top + FIELD_HEIGHT, [
    { label: L.address, value: recipient.street, weight: 5 },
    { label: L.district, value: recipient.district, weight: 2.2 },
    { label: L.cep, value: recipient.cep, weight: 1.2 },
    { label: L.exitDate, value: data.issueDate, weight: 1.6, options: { align: "center" } },
  ]);
  fieldRow(canvas, top + 2 * FIELD_HEIGHT, [
    { label: L.municipality, value: recipient.municipality, weight: 4 },
    { label: L.uf, value: recipient.uf, weight: 0.6, options: { align: "center" } },
    { label: L.phone, value: recipient.phone, weight: 1.8 },
    { label: L.ie, value: recipient.ie, weight: 2 },
    { label: L.exitTime, value: data.issueTime, weight: 1.6, options: { align: "center" } },
  ]);
  return top + 3 * FIELD_HEIGHT + 4;
};

/** The bill and its instalments, or how it is paid. */
export const drawBilling = (canvas: DanfeCanvas, data: DanfeData, y: number): number => {
  sectionTitle(canvas, y, L.billingTitle);
  const top = y + TITLE_HEIGHT;
  frame(canvas, PAGE.margin, top, WIDTH, FIELD_HEIGHT);
  const parts = [
    ...data.installments.map((dup) =>
      fillDanfeLabel(L.installment, { number: dup.number, date: dup.dueDate, amount: dup.amount }),
    ),
    data.paymentNote,
  ];
  canvas.text.draw(parts.join("     "), PAGE.margin + 4, top + 14, danfeStyle(7));
  return top + FIELD_HEIGHT + 4;
};

/** The tax figures (cálculo do imposto). */
export const drawTaxes = (canvas: DanfeCanvas, data: DanfeData, y: number): number => {
  sectionTitle(canvas, y, L.taxTitle);
  const top = y + TITLE_HEIGHT;
  const figure = (name: keyof typeof L & keyof DanfeData["totals"], bold = false) => ({
    label: L[name],
    value: data.totals[name] ?? "",
    weight: 1,
    options: { align: "right" as const, bold },
  });
  fieldRow(canvas, top, [
    figure("vBC"),
    figure("vICMS"),
    figure("vBCST"),
    figure("vST"),
    figure("vII"),
    figure("vICMSUFRemet"),
    figure("vFCPUFDest"),
    figure("vProd", true),
  ]);
  fieldRow(canvas, top + FIELD_HEIGHT, [
    figure("vFrete"),
    figure("vSeg"),
    figure("vDesc"),
    figure("vOutro"),
    figure("vIPI"),
    figure("vICMSUFDest"),
    figure("vTotTrib"),
    figure("vNF", true),
  ]);
  return top + 2 * FIELD_HEIGHT + 4;
};

/** The carrier and volumes: none, as the NF-e says "sem ocorrência de transporte". */
export const drawTransport = (canvas: DanfeCanvas, data: DanfeData, y: number): number => {
  sectionTitle(canvas, y, L.carrierTitle);
  const top = y + TITLE_HEIGHT;
  fieldRow(canvas, top, [
    { label: L.carrier, value: "", weight: 4 },
    { label: L.freight, value: data.freight, weight: 3 },
    { label: L.antt, value: "", weight: 1.4 },
    { label: L.plate, value: "", weight: 1.4 },
    { label: L.uf, value: "", weight: 0.6 },
    { label: L.cnpj, value: "", weight: 2 },
  ]);
  fieldRow(canvas, top + FIELD_HEIGHT, [
    { label: L.volumes, value: "", weight: 1 },
    { label: L.kind, value: "", weight: 1 },
    { label: L.brand, value: "", weight: 1 },
    { label: L.numbering, value: "", weight: 1 },
    { label: L.grossWeight, value: "", weight: 1 },
    { label: L.netWeight, value: "", weight: 1 },
  ]);
  return top + 2 * FIELD_HEIGHT + 4;
};

/** Height of the ISSQN and additional data blocks at the foot of the first page. */
export const FOOTER_HEIGHT = TITLE_HEIGHT + FIELD_HEIGHT + 4 + TITLE_HEIGHT + 78;

/** The ISSQN figures (no services on an NF-e of goods) and the additional data. */
export const drawFooter = (canvas: DanfeCanvas, data: DanfeData): void => {
  const y = PAGE.height - PAGE.margin - FOOTER_HEIGHT;
  sectionTitle(canvas, y, L.issqnTitle);
  fieldRow(canvas, y + TITLE_HEIGHT, [
    { label: L.im, value: data.im, weight: 1 },
    { label: L.services, value: "", weight: 1 },
    { label: L.issqnBase, value: "", weight: 1 },
    { label: L.issqn, value: "", weight: 1 },
  ]);
  const top = y + TITLE_HEIGHT + FIELD_HEIGHT + 4;
  sectionTitle(canvas, top, L.additionalTitle);
  const boxTop = top + TITLE_HEIGHT;
  const height = 78;
  const infoWidth = WIDTH * 0.66;
  frame(canvas, PAGE.margin, boxTop, infoWidth, height);
  frame(canvas, PAGE.margin + infoWidth, boxTop, WIDTH - infoWidth, height);
  const label = danfeStyle(5, false, { red: 60, green: 60, blue: 60 });
  canvas.text.draw(L.complementary, PAGE.margin + 2, boxTop + 6, label);
  canvas.text.draw(L.fisco, PAGE.margin + infoWidth + 2, boxTop + 6, label);
  const style = danfeStyle(6.5);
  const info = [data.homologation ? L.homologation : "", data.additionalInfo]
    .filter(Boolean)
    .join("; ");
  const lines = canvas.text.lines(info, infoWidth - 6, style);
  const room = Math.floor((height - 10) / 8.5);
  lines.slice(0, room).forEach((line, index) => {
    canvas.text.draw(line, PAGE.margin + 3, boxTop + 15 + index * 8.5, style);
  });
};
