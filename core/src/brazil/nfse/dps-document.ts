import type { SimplesApuracao, SpecialRegime } from "../../settings/nfse-settings.ts";

/** opSimpNac: 1 not in the Simples Nacional, 2 MEI, 3 Simples Nacional ME/EPP. */
export type OpSimpNac = 1 | 2 | 3;

/** The provider (prest): the seller, who issues the DPS itself (tpEmit 1). */
export interface DpsProvider {
  readonly cnpj: string;
  /** Inscrição municipal, or null. */
  readonly im: string | null;
  readonly opSimpNac: OpSimpNac;
  /** Only for a Simples Nacional ME/EPP (opSimpNac 3). */
  readonly regApTribSN: SimplesApuracao | null;
  readonly regEspTrib: SpecialRegime;
}

/** A Brazilian address as the DPS writes it (endNac + street lines); texts already DPS safe. */
export interface DpsNationalAddress {
  readonly municipalityCode: string;
  readonly cep: string;
  readonly street: string;
  readonly number: string;
  readonly complement: string | null;
  readonly district: string;
}

/** The taker (toma): a Brazilian company or person, or a foreigner with its NIF where known. */
export type DpsTaker =
  | {
      readonly kind: "cnpj" | "cpf";
      readonly value: string;
      readonly name: string;
      readonly address: DpsNationalAddress | null;
      readonly email: string | null;
    }
  | {
      readonly kind: "foreign";
      /** The taker's foreign tax number (NIF), or null: then cNaoNIF 2, "NIF not required". */
      readonly nif: string | null;
      readonly name: string;
      readonly email: string | null;
    };

/** The declared IBS/CBS group (NT 004/2025): classification only, the Sefin computes the amounts. */
export interface DpsIbsCbs {
  /** 1 when the taker buys for its own use or consumption (a person), else 0. */
  readonly indFinal: 0 | 1;
  readonly cIndOp: string;
  readonly cst: string;
  readonly cClassTrib: string;
}

/** Everything a DPS v1.01 says, computed and checked, ready to be written as XML. */
export interface DpsDocument {
  /** infDPS/@Id (`dpsId`). */
  readonly id: string;
  /** 1 produção, 2 produção restrita. */
  readonly tpAmb: 1 | 2;
  /** Local date-time with a whole-hour UTC offset. */
  readonly dhEmi: string;
  readonly verAplic: string;
  readonly serie: string;
  readonly nDPS: number;
  /** Competence date, YYYY-MM-DD. */
  readonly dCompet: string;
  /** IBGE code of the municipality of issue: the seller's. */
  readonly cLocEmi: string;
  readonly provider: DpsProvider;
  readonly taker: DpsTaker;
  /** IBGE code of where the service was performed: the seller's municipality. */
  readonly placeOfService: string;
  readonly serviceCode: string;
  readonly nbsCode: string | null;
  /** xDescServ: the invoice's lines, one per line. */
  readonly description: string;
  /** vServ in centavos. */
  readonly amount: number;
  /** tpRetISSQN: 1 not withheld, 2 withheld by the taker. */
  readonly issRetention: 1 | 2;
  /** pAliq in hundredths of a percent, or null to let the national system apply its own. */
  readonly issRate: number | null;
  readonly ibsCbs: DpsIbsCbs | null;
}
