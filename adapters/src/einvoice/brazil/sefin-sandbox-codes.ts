/**
 * The error codes the sandbox answers with. E1235 (schema) and E0714 (signature) are the national
 * API's own, as reported by its users; the others are ours: the official list was not read
 * (docs/PRODUCT-RULES.md#nfs-e), so the sandbox names each case with a code of the same shape.
 */
export const SEFIN_SANDBOX_CODES = {
  unreadable: {
    code: "E0001",
    description: "Conteúdo da requisição ilegível (JSON, base64 ou gzip)",
  },
  schema: { code: "E1235", description: "Falha no esquema XML" },
  signature: { code: "E0714", description: "Arquivo enviado com erro na assinatura" },
  environment: { code: "E0010", description: "Ambiente informado difere do ambiente de recepção" },
  wrongId: {
    code: "E0004",
    description: "Identificador da DPS difere do formado por município, inscrição, série e número",
  },
  duplicate: { code: "E0008", description: "DPS já processada: NFS-e gerada anteriormente" },
  unknownProvider: { code: "E0116", description: "Prestador não cadastrado no cadastro nacional" },
  unknownNfse: { code: "E0840", description: "NFS-e não encontrada" },
  alreadyCancelled: { code: "E0841", description: "NFS-e já cancelada" },
  keyMismatch: { code: "E0842", description: "Chave do pedido difere da chave do caminho" },
  authorNotProvider: { code: "E0843", description: "Autor do evento não é o prestador da NFS-e" },
} as const;

/** One of the sandbox's rejections. */
export type SefinSandboxCode = (typeof SEFIN_SANDBOX_CODES)[keyof typeof SEFIN_SANDBOX_CODES];
