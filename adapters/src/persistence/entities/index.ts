export { allEntities } from "./all-entities.ts";
export { InvoiceNumberCounter } from "./invoice-number-counter.entity.ts";
export { Session } from "./session.entity.ts";
export { User } from "./user.entity.ts";
