import type { MigrationObject } from "@mikro-orm/core";
import { M0001AccountsAndNumbering } from "./m0001-accounts-and-numbering.ts";
import { M0002BusinessData } from "./m0002-business-data.ts";

/**
 * Every migration in the order it runs. Names are stored in `mikro_orm_migrations`:
 * never rename or reorder one that has shipped; append new ones.
 */
export const allMigrations: MigrationObject[] = [
  { name: "0001-accounts-and-numbering", class: M0001AccountsAndNumbering },
  { name: "0002-business-data", class: M0002BusinessData },
];
