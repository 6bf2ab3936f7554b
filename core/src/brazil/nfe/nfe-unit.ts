import type { UnitCode } from "../../invoices/unit-code.ts";

// The commercial unit (uCom, uTrib: free text, six characters at most) as Brazilian invoices
// usually abbreviate each UN/ECE Rec. 20 unit.
const NFE_UNITS: Readonly<Record<UnitCode, string>> = {
  C62: "UN",
  HUR: "H",
  DAY: "DIA",
  WEE: "SEM",
  MON: "MES",
  KGM: "KG",
  TNE: "TON",
  MTR: "M",
  KMT: "KM",
  MTK: "M2",
  LTR: "L",
  SET: "JG",
};

/** The NF-e commercial unit of a line's unit: C62 → "UN", HUR → "H", KGM → "KG". */
export const nfeUnit = (unitCode: UnitCode): string => NFE_UNITS[unitCode];
