import { InvoiceNumberCounter } from "./invoice-number-counter.entity.ts";
import { Session } from "./session.entity.ts";
import { User } from "./user.entity.ts";

/** Every entity the ORM maps; a new entity joins this list and gets a migration. */
export const allEntities = [User, Session, InvoiceNumberCounter];
