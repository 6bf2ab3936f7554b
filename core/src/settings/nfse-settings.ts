import { Effect, Schema } from "effect";
import { MAX_ISS_RATE, serviceCodeRule } from "../catalogue/catalogue-codes.ts";
import { keyedCheck } from "../validation/keyed-rule.ts";
import { optionalField, requiredField } from "../validation/text-fields.ts";

/** The DPS series: one to five digits (XSD TSSerieDPS). */
export const DpsSerie = Schema.String.check(
  keyedCheck((value: string) =>
    /^\d{1,5}$/u.test(value) ? undefined : "brazilsettings.nfse.serieformat",
  ),
);

/** A national service code (cTribNac, LC 116/2003 item, subitem and breakdown). */
export const NationalServiceCode = Schema.String.check(keyedCheck(serviceCodeRule));

/** An NBS code (Nomenclatura Brasileira de Serviços): nine digits. */
export const NbsCode = Schema.String.check(
  keyedCheck((value: string) =>
    /^\d{9}$/u.test(value) ? undefined : "brazilsettings.nfse.nbsformat",
  ),
);

/** The lowest ISS rate a municipality may charge (LC 116/2003 art. 8-A), in percent. */
export const MIN_ISS_RATE = 2;

/** An ISS rate in percent with at most two decimals, within LC 116's 2 %–5 %. */
export const IssRate = Schema.Number.check(
  keyedCheck((value: number) => {
    if (!(value >= MIN_ISS_RATE && value <= MAX_ISS_RATE))
      return "brazilsettings.nfse.issrateoutofrange";
    return Math.abs(value * 100 - Math.round(value * 100)) > 1e-9
      ? "brazilsettings.nfse.issrateformat"
      : undefined;
  }),
);

/**
 * How a Simples Nacional ME/EPP pays (regApTribSN): 1 every tax through the Simples, 2 federal taxes
 * through it and ISS outside, 3 both outside.
 */
export const SimplesApuracao = Schema.Literals(["1", "2", "3"]).annotate({
  message: "brazilsettings.nfse.invalidapuracao",
});
export type SimplesApuracao = typeof SimplesApuracao.Type;

/**
 * Special municipal regime (regEspTrib): 0 none, 1 cooperative, 2 estimate, 3 municipal
 * micro-company, 4 notary, 5 self-employed professional, 6 professional partnership, 9 other.
 */
export const SpecialRegime = Schema.Literals(["0", "1", "2", "3", "4", "5", "6", "9"]).annotate({
  message: "brazilsettings.nfse.invalidspecialregime",
});
export type SpecialRegime = typeof SpecialRegime.Type;

/**
 * What the seller's NFS-e (DPS) needs beyond its Brazil settings (docs/PRODUCT-RULES.md#nfs-e):
 * the DPS series, the national service code of lines that name none, the NBS code where known,
 * the ISS rate to declare (null when the municipality is in the national system and supplies it),
 * whether the taker withholds the ISS, the Simples Nacional apuração and the special regime.
 */
export const NfseSettings = Schema.Struct({
  serie: requiredField("brazilsettings.nfse.serierequired", DpsSerie).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("1")),
  ),
  serviceCode: requiredField("brazilsettings.nfse.servicecoderequired", NationalServiceCode),
  nbsCode: optionalField(NbsCode),
  issRate: Schema.NullOr(IssRate).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  issWithheld: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
  simplesApuracao: SimplesApuracao.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("1" as const)),
  ),
  specialRegime: SpecialRegime.pipe(Schema.withDecodingDefaultKey(Effect.succeed("0" as const))),
});
export type NfseSettings = typeof NfseSettings.Type;
