import type { BrazilSubmitResponse, NfeSubmitted } from "@invoicing/core";

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
