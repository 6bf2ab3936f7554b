import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.entity.ts";

/**
 * A product or service of a user's catalogue: price in minor units of its currency, tax rate in
 * tenths of a percent, the goods' NCM and CFOP or the service's national code and ISS rate in
 * hundredths of a percent. Listed by name under the ICU root collation, like clients.
 */
export const CatalogueItemSchema = defineEntity({
  name: "CatalogueItem",
  tableName: "catalogue_items",
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).ref().deleteRule("cascade"),
    name: p.text(),
    kind: p.text(),
    unitCode: p.text(),
    unitPrice: p.bigint("number"),
    currency: p.text(),
    taxRateTenths: p.integer(),
    ncm: p.text().nullable(),
    cfop: p.text().nullable(),
    serviceCode: p.text().nullable(),
    issRateHundredths: p.integer().nullable(),
  },
  indexes: [
    {
      name: "catalogue_items_user_id_name_index",
      columns: [{ name: "user_id" }, { name: "name", collation: "und-x-icu" }, { name: "id" }],
    },
  ],
});

export class CatalogueItem extends CatalogueItemSchema.class {}
CatalogueItemSchema.setClass(CatalogueItem);
