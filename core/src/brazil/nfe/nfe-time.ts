import type { UfCode } from "../uf.ts";

// The legal time of each UF's capital (IANA zones); Brazil has kept no daylight saving time
// since 2019, but Intl still gives the right offset for older instants.
const UF_TIME_ZONES: Readonly<Record<UfCode, string>> = {
  AC: "America/Rio_Branco",
  AL: "America/Maceio",
  AM: "America/Manaus",
  AP: "America/Belem",
  BA: "America/Bahia",
  CE: "America/Fortaleza",
  DF: "America/Sao_Paulo",
  ES: "America/Sao_Paulo",
  GO: "America/Sao_Paulo",
  MA: "America/Fortaleza",
  MG: "America/Sao_Paulo",
  MS: "America/Campo_Grande",
  MT: "America/Cuiaba",
  PA: "America/Belem",
  PB: "America/Fortaleza",
  PE: "America/Recife",
  PI: "America/Fortaleza",
  PR: "America/Sao_Paulo",
  RJ: "America/Sao_Paulo",
  RN: "America/Fortaleza",
  RO: "America/Porto_Velho",
  RR: "America/Boa_Vista",
  RS: "America/Sao_Paulo",
  SC: "America/Sao_Paulo",
  SE: "America/Maceio",
  SP: "America/Sao_Paulo",
  TO: "America/Araguaina",
};

/** The IANA time zone of a UF's capital, e.g. America/Manaus for AM. */
export const ufTimeZone = (uf: UfCode): string => UF_TIME_ZONES[uf];

const MINUTE = 60_000;

/** The UTC offset of a zone at an instant, in minutes (−180 for São Paulo). */
const offsetMinutes = (instant: Date, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
};

const two = (value: number): string => String(value).padStart(2, "0");

/**
 * An instant as NF-e date-times write it (XSD TDateTimeUTC): local time of the UF with its UTC
 * offset and no fraction, e.g. 2026-11-20T07:00:00-03:00.
 */
export const nfeDateTime = (instant: Date, uf: UfCode): string => {
  const offset = offsetMinutes(instant, ufTimeZone(uf));
  const local = new Date(Math.floor(instant.getTime() / 1000) * 1000 + offset * MINUTE);
  const sign = offset < 0 ? "-" : "+";
  const hours = two(Math.trunc(Math.abs(offset) / 60));
  const minutes = two(Math.abs(offset) % 60);
  return `${local.toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
};
