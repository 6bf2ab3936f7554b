export * from "./access-key.ts";
export * from "./cep.ts";
export * from "./cfop.ts";
export * from "./cnpj.ts";
export * from "./cpf.ts";
export * from "./inscricao-estadual.ts";
export * from "./uf.ts";
