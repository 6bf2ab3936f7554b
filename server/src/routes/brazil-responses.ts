import type {
  BrazilSubmitResponse,
  IbgeMunicipality,
  MunicipalitySearchResponse,
  NfeSubmitted,
} from "@invoicing/core";

/** Answer of an NF-e sent: whether SEFAZ authorised it, its reason as the message, its answer. */
export const brazilSubmitResponse = ({
  accessKey,
  answer,
  submission,
}: NfeSubmitted): BrazilSubmitResponse => ({
  success: submission.authorized,
  message: answer.xMotivo,
  accessKey,
  ...answer,
  submission,
});

/** Answer of a municipality search: the municipalities found, as the picker lists them. */
export const municipalitySearchResponse = (
  found: ReadonlyArray<IbgeMunicipality>,
): MunicipalitySearchResponse => ({
  data: found.map(({ code, name, uf }) => ({ code, name, uf })),
});
