import type { NfeEnvironment, UfCode } from "@invoicing/core";

/** The NF-e 4.00 web services this client calls. */
export interface SefazEndpoints {
  readonly status: string;
  readonly authorization: string;
  readonly returnAuthorization: string;
  /** RecepcaoEvento: cancellations and correction letters. */
  readonly events: string;
  /** NFeInutilizacao4: voiding of unused numbers. */
  readonly voiding: string;
}

/** The authorisers of model 55: states with their own, and the shared SVRS and SVAN. */
export type SefazAuthorizer =
  | "AM"
  | "BA"
  | "CE"
  | "GO"
  | "MG"
  | "MS"
  | "MT"
  | "PE"
  | "PR"
  | "RS"
  | "SP"
  | "SVAN"
  | "SVRS";

/** Which authoriser receives each state's NF-e (model 55). */
export const NFE_AUTHORIZER: Readonly<Record<UfCode, SefazAuthorizer>> = {
  AC: "SVRS",
  AL: "SVRS",
  AM: "AM",
  AP: "SVRS",
  BA: "BA",
  CE: "CE",
  DF: "SVRS",
  ES: "SVRS",
  GO: "GO",
  MA: "SVAN",
  MG: "MG",
  MS: "MS",
  MT: "MT",
  PA: "SVAN",
  PB: "SVRS",
  PE: "PE",
  PI: "SVRS",
  PR: "PR",
  RJ: "SVRS",
  RN: "SVRS",
  RO: "SVRS",
  RR: "SVRS",
  RS: "RS",
  SC: "SVRS",
  SE: "SVRS",
  SP: "SP",
  TO: "SVRS",
};

const endpoints = (base: string, paths: SefazEndpoints): SefazEndpoints => ({
  status: `${base}${paths.status}`,
  authorization: `${base}${paths.authorization}`,
  returnAuthorization: `${base}${paths.returnAuthorization}`,
  events: `${base}${paths.events}`,
  voiding: `${base}${paths.voiding}`,
});

const servicesPath = (base: string): SefazEndpoints =>
  endpoints(base, {
    status: "NFeStatusServico4",
    authorization: "NFeAutorizacao4",
    returnAuthorization: "NFeRetAutorizacao4",
    events: "NFeRecepcaoEvento4",
    voiding: "NFeInutilizacao4",
  });

const asmxPath = (base: string): SefazEndpoints =>
  endpoints(base, {
    status: "NFeStatusServico4/NFeStatusServico4.asmx",
    authorization: "NFeAutorizacao4/NFeAutorizacao4.asmx",
    returnAuthorization: "NFeRetAutorizacao4/NFeRetAutorizacao4.asmx",
    events: "NFeRecepcaoEvento4/NFeRecepcaoEvento4.asmx",
    voiding: "NFeInutilizacao4/NFeInutilizacao4.asmx",
  });

const rsStyle = (base: string): SefazEndpoints =>
  endpoints(base, {
    status: "NfeStatusServico/NfeStatusServico4.asmx",
    authorization: "NfeAutorizacao/NFeAutorizacao4.asmx",
    returnAuthorization: "NfeRetAutorizacao/NFeRetAutorizacao4.asmx",
    events: "recepcaoevento/recepcaoevento4.asmx",
    voiding: "nfeinutilizacao/nfeinutilizacao4.asmx",
  });

const amStyle = (base: string): SefazEndpoints =>
  endpoints(base, {
    status: "NfeStatusServico4",
    authorization: "NfeAutorizacao4",
    returnAuthorization: "NfeRetAutorizacao4",
    events: "RecepcaoEvento4",
    voiding: "NfeInutilizacao4",
  });

const spStyle = (base: string): SefazEndpoints =>
  endpoints(base, {
    status: "nfestatusservico4.asmx",
    authorization: "nfeautorizacao4.asmx",
    returnAuthorization: "nferetautorizacao4.asmx",
    events: "nferecepcaoevento4.asmx",
    voiding: "nfeinutilizacao4.asmx",
  });

/**
 * The URLs of each authoriser, homologation and production, from nfephp-org/sped-nfe
 * storage/wsnfe_4.00_mod55.xml (the table every NF-e client keeps; the authorisers publish them
 * on the Portal Nacional da NF-e). Authorisers move hosts now and then: update from there.
 */
export const SEFAZ_ENDPOINTS: Readonly<
  Record<SefazAuthorizer, Readonly<Record<NfeEnvironment, SefazEndpoints>>>
> = {
  AM: {
    homologation: amStyle("https://homnfe.sefaz.am.gov.br/services2/services/"),
    production: amStyle("https://nfe.sefaz.am.gov.br/services2/services/"),
  },
  BA: {
    homologation: asmxPath("https://hnfe.sefaz.ba.gov.br/webservices/"),
    production: asmxPath("https://nfe.sefaz.ba.gov.br/webservices/"),
  },
  CE: {
    homologation: servicesPath("https://nfeh.sefaz.ce.gov.br/nfe4/services/"),
    production: servicesPath("https://nfe.sefaz.ce.gov.br/nfe4/services/"),
  },
  GO: {
    homologation: servicesPath("https://homolog.sefaz.go.gov.br/nfe/services/"),
    production: servicesPath("https://nfe.sefaz.go.gov.br/nfe/services/"),
  },
  MG: {
    homologation: servicesPath("https://hnfe.fazenda.mg.gov.br/nfe2/services/"),
    production: servicesPath("https://nfe.fazenda.mg.gov.br/nfe2/services/"),
  },
  MS: {
    homologation: servicesPath("https://hom.nfe.sefaz.ms.gov.br/ws/"),
    production: servicesPath("https://nfe.sefaz.ms.gov.br/ws/"),
  },
  MT: {
    homologation: amStyle("https://homologacao.sefaz.mt.gov.br/nfews/v2/services/"),
    production: amStyle("https://nfe.sefaz.mt.gov.br/nfews/v2/services/"),
  },
  PE: {
    homologation: servicesPath("https://nfehomolog.sefaz.pe.gov.br/nfe-service/services/"),
    production: servicesPath("https://nfe.sefaz.pe.gov.br/nfe-service/services/"),
  },
  PR: {
    homologation: servicesPath("https://homologacao.nfe.sefa.pr.gov.br/nfe/"),
    production: servicesPath("https://nfe.sefa.pr.gov.br/nfe/"),
  },
  RS: {
    homologation: rsStyle("https://nfe-homologacao.sefazrs.rs.gov.br/ws/"),
    production: rsStyle("https://nfe.sefazrs.rs.gov.br/ws/"),
  },
  SP: {
    homologation: spStyle("https://homologacao.nfe.fazenda.sp.gov.br/ws/"),
    production: spStyle("https://nfe.fazenda.sp.gov.br/ws/"),
  },
  SVAN: {
    homologation: asmxPath("https://hom.sefazvirtual.fazenda.gov.br/"),
    production: asmxPath("https://www.sefazvirtual.fazenda.gov.br/"),
  },
  SVRS: {
    homologation: rsStyle("https://nfe-homologacao.svrs.rs.gov.br/ws/"),
    production: rsStyle("https://nfe.svrs.rs.gov.br/ws/"),
  },
};

/** The web services that receive the NF-e of a seller in `uf`. */
export const sefazEndpoints = (uf: UfCode, environment: NfeEnvironment): SefazEndpoints =>
  SEFAZ_ENDPOINTS[NFE_AUTHORIZER[uf]][environment];
