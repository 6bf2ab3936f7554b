import { ConstraintViolationException } from "@mikro-orm/core";

/** Whether `error` is PostgreSQL refusing a write because of the constraint named `name`. */
export const violates = (error: unknown, name: string): boolean =>
  error instanceof ConstraintViolationException &&
  (error as ConstraintViolationException & { readonly constraint?: string }).constraint === name;
