import { defineEntity, p } from "@mikro-orm/core";

/** The requests counted under one key in one fixed window (the pay links' rate limit). */
export const RequestCountSchema = defineEntity({
  name: "RequestCount",
  tableName: "request_counts",
  properties: {
    key: p.text().primary(),
    windowStart: p.datetime().primary(),
    hits: p.integer(),
  },
});

export class RequestCount extends RequestCountSchema.class {}
RequestCountSchema.setClass(RequestCount);
