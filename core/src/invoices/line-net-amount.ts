/**
 * An item's net amount (BT-131) in minor units: quantity × unit price. Quantities are whole
 * numbers (spec §5), so the product is exact and needs no rounding.
 */
export const lineNetAmount = (quantity: number, unitPrice: number): number => {
  const net = quantity * unitPrice;
  if (!Number.isSafeInteger(net)) throw new RangeError(`${quantity} × ${unitPrice} is not exact`);
  return net;
};
