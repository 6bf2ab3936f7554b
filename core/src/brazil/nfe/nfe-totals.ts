import type { NfeContribution, NfeItem, NfeTotals } from "./nfe-document.ts";

const sum = (items: ReadonlyArray<NfeItem>, value: (item: NfeItem) => number): number =>
  items.reduce((total, item) => total + value(item), 0);

const amountOf = (contribution: NfeContribution): number =>
  contribution.kind === "Aliq" ? contribution.amount : 0;

/**
 * total/ICMSTot as the sums of the items, as SEFAZ checks them (rejections 531–564): vNF is vProd
 * less vDesc, with no freight, insurance, IPI or substitution. IBSCBSTot only when items carry it.
 */
export const nfeTotals = (items: ReadonlyArray<NfeItem>): NfeTotals => {
  const products = sum(items, (item) => item.total);
  const discount = sum(items, (item) => item.discount);
  const withIbsCbs = items.flatMap((item) => (item.ibsCbs === null ? [] : [item.ibsCbs]));
  return {
    icmsBase: sum(items, (item) => (item.icms.kind === "ICMS00" ? item.icms.base : 0)),
    icms: sum(items, (item) => (item.icms.kind === "ICMS00" ? item.icms.amount : 0)),
    products,
    discount,
    pis: sum(items, (item) => amountOf(item.pis)),
    cofins: sum(items, (item) => amountOf(item.cofins)),
    invoice: products - discount,
    ibsCbs:
      withIbsCbs.length === 0
        ? null
        : {
            base: withIbsCbs.reduce((total, group) => total + group.base, 0),
            ibsUf: withIbsCbs.reduce((total, group) => total + group.ibsUf, 0),
            ibsMun: withIbsCbs.reduce((total, group) => total + group.ibsMun, 0),
            cbs: withIbsCbs.reduce((total, group) => total + group.cbs, 0),
          },
  };
};
