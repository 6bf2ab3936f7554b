import { randomUUID } from "node:crypto";
import type { DatabaseEntityManager } from "../../src/persistence/database.ts";
import { User } from "../../src/persistence/entities/user.entity.ts";

/** Stores a user with plausible values, overridden by `fields`, and returns it. */
export const insertUser = async (
  em: DatabaseEntityManager,
  fields: Partial<Pick<User, "id" | "email">> = {},
): Promise<User> => {
  const id = fields.id ?? randomUUID();
  const now = new Date("2026-11-01T09:30:00.000Z");
  const user = em.create(User, {
    id,
    email: fields.email ?? `user-${id}@example.com`,
    passwordHash: "scrypt$test",
    firstName: "Ada",
    lastName: "Lovelace",
    currency: "EUR",
    language: "fr",
    timeZone: "Europe/Paris",
    createdAt: now,
    updatedAt: now,
  });
  await em.flush();
  return user;
};
