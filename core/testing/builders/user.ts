import { Schema } from "effect";
import type { RegisterRequest } from "../../src/auth/register-request.ts";
import { User } from "../../src/users/user.ts";

/** A French freelancer writing in English; `overrides` win. */
export const aUser = (overrides: Partial<typeof User.Encoded> = {}): User =>
  Schema.decodeUnknownSync(User)({
    id: "user-1",
    name: "Camille Martin",
    email: "camille@example.fr",
    role: "user",
    firstName: "Camille",
    lastName: "Martin",
    companyName: "Atelier Martin",
    phone: "+33 1 23 45 67 89",
    address: "12 rue des Lilas\n75011 Paris",
    logo: null,
    settings: {},
    ...overrides,
  });

/** A decoded sign-up body; `overrides` win. */
export const aRegistration = (overrides: Partial<RegisterRequest> = {}): RegisterRequest => ({
  firstName: "Ana",
  lastName: "Silva",
  email: "Ana@Example.com",
  companyName: "Silva Design",
  phone: null,
  password: "secret1",
  confirmPassword: "secret1",
  currency: "EUR",
  language: "fr",
  timeZone: "Europe/Paris",
  ...overrides,
});
