import { cnpjRule } from "../cnpj.ts";
import type { NfeTechnicalResponsible } from "./nfe-document.ts";
import type { NfeProblems } from "./nfe-parties.ts";
import { nfeText } from "./nfe-text.ts";

const PHONE = /^\d{6,14}$/u;

/** infRespTec as the schema takes it (CNPJ, contact 2–60, e-mail 6–60, phone 6–14 digits). */
export const technicalResponsible = (
  problems: NfeProblems,
  value: NfeTechnicalResponsible | undefined,
): NfeTechnicalResponsible | null => {
  if (value === undefined) return null;
  const contact = nfeText(value.contact, 60);
  const email = nfeText(value.email, 60);
  const cnpjProblem = cnpjRule(value.cnpj);
  if (cnpjProblem !== undefined) problems["technicalResponsible.cnpj"] = cnpjProblem;
  if (contact.length < 2)
    problems["technicalResponsible.contact"] = "brazil.nfe.technicalresponsible.contactrequired";
  if (email.length < 6 || !email.includes("@")) {
    problems["technicalResponsible.email"] = "brazil.nfe.technicalresponsible.emailinvalid";
  }
  if (!PHONE.test(value.phone))
    problems["technicalResponsible.phone"] = "brazil.nfe.technicalresponsible.phoneinvalid";
  return { cnpj: value.cnpj, contact, email, phone: value.phone };
};
