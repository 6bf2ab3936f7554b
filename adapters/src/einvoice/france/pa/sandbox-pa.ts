import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  buildCdar,
  type CdarRuleBreach,
  canFollow,
  type Instant,
  isBlockingRule,
  type LifecycleCode,
  RefusalReasonCode,
} from "@invoicing/core";
import { Schema } from "effect";
import { readFacturXXml } from "../../../pdf/pdfa/read-factur-x-xml.ts";
import type { CdarValidator } from "../cdar/cdar-validation.ts";
import type { FacturXXmlValidator } from "../validate-factur-x.ts";
import { fileSha256 } from "./pa-client.ts";
import { type Flow, FlowInfo, type FlowType } from "./pa-flow.ts";
import { readCdar } from "./read-cdar.ts";
import { type InvoiceFacts, invoiceFacts } from "./sandbox-invoice-facts.ts";
import { sandboxDirectoryLines } from "./sandbox-pa-directory.ts";
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from "./webhook-signature.ts";

/** What the sandbox PA needs: the official validations, a clock, and how fast statuses come. */
export interface SandboxPaOptions {
  readonly invoiceValidator: FacturXXmlValidator;
  readonly cdarValidator: CdarValidator;
  /** The clock: statuses come due as it moves, never by waiting. */
  readonly now: () => Instant;
  /** The time between two statuses of a deposit, in seconds. */
  readonly stepSeconds: number;
  /** The OAuth 2.0 client the token endpoint accepts. */
  readonly client: { readonly id: string; readonly secret: string };
}

/** A running sandbox PA on 127.0.0.1. */
export interface SandboxPa {
  /** `http://127.0.0.1:<port>`; the services are under `/flow-service`, `/directory-service`. */
  readonly url: string;
  readonly flowServiceUrl: string;
  readonly directoryServiceUrl: string;
  readonly tokenUrl: string;
  /** Publishes the statuses that came due and sends their webhooks; resolves once all are sent. */
  readonly advance: () => Promise<void>;
  readonly close: () => Promise<void>;
}

/** The platform the sandbox's statuses come from (its CDAR GlobalID, scheme 0238). */
export const SANDBOX_PA_PLATFORM = { id: "9998", name: "Sandbox PA" } as const;

interface StoredFlow {
  flow: Flow;
  /** The order flows were made in, which breaks ties between equal `updatedAt`. */
  readonly sequence: number;
  readonly owner: string;
  readonly file: Uint8Array;
  readonly fileName: string;
}

interface DueStatus {
  readonly owner: string;
  readonly dueAt: number;
  readonly invoiceFlowId: string;
  readonly code: LifecycleCode;
  readonly reason: { readonly code: string; readonly text: string | null } | null;
  readonly breaches: ReadonlyArray<CdarRuleBreach>;
}

interface Deposit {
  readonly facts: InvoiceFacts;
  readonly trackingId: string | undefined;
  readonly codes: LifecycleCode[];
}

interface Subscription {
  readonly webhookId: string;
  readonly owner: string;
  readonly signingKey: string;
  readonly callbackUrl: string;
  readonly flowTypes: ReadonlyArray<string>;
  readonly createdAt: string;
}

class HttpError extends Error {
  readonly status: number;
  readonly errorCode: string;
  constructor(status: number, errorCode: string, message: string) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
  }
}

const SearchBody = Schema.Struct({
  limit: Schema.optionalKey(Schema.Finite),
  cursor: Schema.optionalKey(Schema.String),
  where: Schema.Struct({
    updatedAfter: Schema.optionalKey(Schema.String),
    updatedBefore: Schema.optionalKey(Schema.String),
    flowType: Schema.optionalKey(Schema.Array(Schema.String)),
    flowDirection: Schema.optionalKey(Schema.Array(Schema.String)),
    processingRule: Schema.optionalKey(Schema.Array(Schema.String)),
    trackingId: Schema.optionalKey(Schema.String),
    ackStatus: Schema.optionalKey(Schema.String),
  }),
});

const WebhookBody = Schema.Struct({
  callbackUrl: Schema.String,
  flowTypes: Schema.optionalKey(Schema.Array(Schema.String)),
});

const RefusalBody = Schema.Struct({
  reasonCode: RefusalReasonCode,
  reason: Schema.optionalKey(Schema.String),
});

const DirectoryBody = Schema.Struct({
  filters: Schema.Struct({ siren: Schema.Struct({ value: Schema.String }) }),
});

const decode = <S extends Schema.Top>(schema: S, value: unknown): S["Type"] => {
  try {
    return Schema.decodeUnknownSync(schema as never)(value) as S["Type"];
  } catch (error) {
    throw new HttpError(400, "400", `invalid request: ${String(error)}`);
  }
};

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const jsonBody = async (request: IncomingMessage): Promise<unknown> => {
  try {
    return JSON.parse((await readBody(request)).toString("utf8"));
  } catch {
    throw new HttpError(400, "400", "the body is not JSON");
  }
};

const send = (response: ServerResponse, status: number, body?: unknown): void => {
  if (body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};

const LIMIT_DEFAULT = 25;
const LIMIT_MAX = 100;

/**
 * A Plateforme Agréée in process (docs/FRANCE-PA.md#sandbox), speaking the XP Z12-013 Flow and
 * Directory Services over real HTTP on 127.0.0.1: OAuth 2.0 client credentials, 202 on deposit
 * after the official validation of the Factur-X, then 200, 202 and 203 one step apart as CDAR
 * flows, or 213 with the broken rule ids; a buyer's refusal (210) on demand at
 * `POST /sandbox/v1/flows/{flowId}/refusal`; CDARs we send validated against the XSD and
 * BR-FR-CDV; a supplier invoice made available (203) delivered to the accounts its buyer's
 * routing address reaches, or to the caller on demand at `POST /sandbox/v1/inbound-flows`, as an
 * incoming `SupplierInvoice` flow; signed webhooks; search with a cursor; a directory.
 */
export const startSandboxPa = async (options: SandboxPaOptions): Promise<SandboxPa> => {
  const tokens = new Map<string, string>();
  const flows = new Map<string, StoredFlow>();
  const deposits = new Map<string, Deposit>();
  const due: DueStatus[] = [];
  const subscriptions = new Map<string, Subscription>();
  // The accounts each routing address reaches: the seller's of each invoice an account deposited,
  // and the buyer's of each invoice delivered to it on demand.
  const reached = new Map<string, Set<string>>();
  const reach = (address: string, who: string): void => {
    if (address === "") return;
    reached.set(address, (reached.get(address) ?? new Set()).add(who));
  };
  const epoch = (): number => Date.parse(options.now());
  const stepMs = options.stepSeconds * 1000;

  const owner = (request: IncomingMessage): string => {
    const header = request.headers.authorization ?? "";
    const client = tokens.get(header.replace(/^Bearer /u, ""));
    if (client === undefined) throw new HttpError(401, "401", "unknown or missing bearer token");
    const organization = request.headers["organization-id"];
    return typeof organization === "string" ? `${client}/${organization}` : client;
  };

  let sequence = 0;
  const store = (stored: Omit<StoredFlow, "sequence">): StoredFlow => {
    sequence += 1;
    const kept = { ...stored, sequence };
    flows.set(stored.flow.flowId, kept);
    return kept;
  };

  const deliver = async (stored: StoredFlow): Promise<void> => {
    const listening = [...subscriptions.values()].filter(
      (subscription) =>
        subscription.owner === stored.owner &&
        (subscription.flowTypes.length === 0 ||
          subscription.flowTypes.includes(stored.flow.flowType)),
    );
    await Promise.all(
      listening.map(async (subscription) => {
        const payload = JSON.stringify(stored.flow);
        const timestamp = String(Math.floor(epoch() / 1000));
        await fetch(subscription.callbackUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [SIGNATURE_HEADER]: signWebhook(subscription.signingKey, payload, timestamp),
            [TIMESTAMP_HEADER]: timestamp,
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined);
      }),
    );
  };

  /** Makes a supplier's invoice available to the buyer's account: an incoming `SupplierInvoice`. */
  const storeDelivery = (
    who: string,
    original: {
      readonly file: Uint8Array;
      readonly name: string;
      readonly syntax: Flow["flowSyntax"];
    },
    at: string,
  ): StoredFlow =>
    store({
      owner: who,
      file: original.file,
      fileName: original.name,
      flow: {
        flowId: randomUUID(),
        name: original.name,
        flowSyntax: original.syntax,
        processingRule: "B2B",
        submittedAt: at,
        updatedAt: at,
        flowType: "SupplierInvoice",
        flowDirection: "In",
        acknowledgement: { status: "Ok" },
      },
    });

  /** A deposited invoice made available (203) reaches the accounts at its buyer's address. */
  const deliverToBuyers = (invoiceFlowId: string, deposit: Deposit, at: string): StoredFlow[] => {
    const original = flows.get(invoiceFlowId);
    if (original === undefined) return [];
    return [...(reached.get(deposit.facts.buyer.address) ?? [])].map((buyer) =>
      storeDelivery(
        buyer,
        { file: original.file, name: original.flow.name, syntax: original.flow.flowSyntax },
        at,
      ),
    );
  };

  const publish = (status: DueStatus): StoredFlow[] => {
    const deposit = deposits.get(status.invoiceFlowId);
    if (deposit === undefined) return [];
    const latest = deposit.codes.at(-1) ?? null;
    if (!canFollow(latest, status.code)) return [];
    deposit.codes.push(status.code);
    const at = new Date(status.dueAt).toISOString();
    const xml = buildCdar({
      code: status.code,
      at,
      invoice: {
        number: deposit.facts.number,
        issueDate: deposit.facts.issueDate,
        typeCode: deposit.facts.typeCode,
      },
      seller: deposit.facts.seller,
      buyer: deposit.facts.buyer,
      platform: SANDBOX_PA_PLATFORM,
      reason: status.reason,
      cashed: [],
      breaches: status.breaches,
    });
    const file = new TextEncoder().encode(xml);
    const statusFlow = store({
      owner: status.owner,
      file,
      fileName: `${deposit.facts.number}_${status.code}.xml`,
      flow: {
        flowId: randomUUID(),
        name: `${deposit.facts.number}_${status.code}.xml`,
        flowSyntax: "CDAR",
        ...(deposit.trackingId === undefined ? {} : { trackingId: deposit.trackingId }),
        processingRule: "B2B",
        submittedAt: at,
        updatedAt: at,
        flowType: "CustomerInvoiceLC",
        flowDirection: "In",
        acknowledgement: { status: "Ok" },
      },
    });
    return status.code === 203
      ? [statusFlow, ...deliverToBuyers(status.invoiceFlowId, deposit, at)]
      : [statusFlow];
  };

  const advance = async (): Promise<void> => {
    const now = epoch();
    const ready = due.filter((status) => status.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt);
    for (const status of ready) due.splice(due.indexOf(status), 1);
    // The deposits whose step has passed get their technical acknowledgement.
    for (const stored of flows.values()) {
      if (
        stored.flow.acknowledgement.status === "Pending" &&
        Date.parse(stored.flow.submittedAt) + stepMs <= now
      ) {
        stored.flow = {
          ...stored.flow,
          updatedAt: new Date(Date.parse(stored.flow.submittedAt) + stepMs).toISOString(),
          acknowledgement: { status: "Ok" },
        };
      }
    }
    const published = ready.flatMap(publish);
    for (const stored of published) await deliver(stored);
  };

  const schedule = (
    who: string,
    invoiceFlowId: string,
    submittedAt: number,
    codes: ReadonlyArray<Omit<DueStatus, "owner" | "invoiceFlowId" | "dueAt">>,
  ): void => {
    codes.forEach((status, index) => {
      due.push({ ...status, owner: who, invoiceFlowId, dueAt: submittedAt + (index + 1) * stepMs });
    });
  };

  /** The statuses a deposited invoice will get: 200, 202, 203, or 213 with the broken rules. */
  const invoiceStatuses = async (xml: string | null) => {
    if (xml === null) {
      return [
        {
          code: 213 as const,
          reason: { code: "REJ_SEMAN", text: "FACTUR-X-ATTACHMENT" },
          breaches: [
            { id: "FACTUR-X-ATTACHMENT", text: "No factur-x.xml in the PDF", location: "PDF" },
          ],
        },
      ];
    }
    const validation = await options.invoiceValidator.validate(xml);
    const blocking = validation.failedRules.filter(isBlockingRule);
    if (blocking.length > 0) {
      return [
        {
          code: 213 as const,
          reason: { code: "REJ_SEMAN", text: blocking.map((rule) => rule.id).join(" ") },
          breaches: blocking.map((rule) => ({
            id: rule.id,
            text: rule.text,
            location: rule.location,
          })),
        },
      ];
    }
    return ([200, 202, 203] as const).map((code) => ({ code, reason: null, breaches: [] }));
  };

  /** The `flowInfo` and `file` parts of a multipart deposit, the file checked against its SHA-256. */
  const flowForm = async (request: IncomingMessage) => {
    const body = await readBody(request);
    const form = await new Request("http://sandbox/", {
      method: "POST",
      headers: { "content-type": request.headers["content-type"] ?? "" },
      body: new Uint8Array(body),
    })
      .formData()
      .catch(() => {
        throw new HttpError(400, "400", "the body is not multipart/form-data");
      });
    const infoPart = form.get("flowInfo");
    const filePart = form.get("file");
    if (infoPart === null || !(filePart instanceof Blob)) {
      throw new HttpError(400, "400", "flowInfo and file are both required");
    }
    const infoText = typeof infoPart === "string" ? infoPart : await infoPart.text();
    const info = decode(FlowInfo, JSON.parse(infoText));
    const file = new Uint8Array(await filePart.arrayBuffer());
    if (file.length === 0) throw new HttpError(400, "EmptyFlow", "the file is empty");
    if (info.sha256 !== undefined && info.sha256 !== fileSha256(file)) {
      throw new HttpError(400, "ChecksumMismatch", "sha256 does not match the file");
    }
    return { info, file };
  };

  const createFlow = async (request: IncomingMessage, response: ServerResponse) => {
    const who = owner(request);
    const { info, file } = await flowForm(request);
    const flowId = randomUUID();
    const submittedAt = options.now();
    const isStatus = info.flowSyntax === "CDAR";
    const flowType: FlowType = isStatus ? "CustomerInvoiceLC" : "CustomerInvoice";
    const text = new TextDecoder().decode(file);
    let acknowledgement: Flow["acknowledgement"] = { status: "Pending" };
    if (isStatus) {
      const failed = (await options.cdarValidator.validate(text)).filter(isBlockingRule);
      acknowledgement =
        failed.length === 0 && readCdar(text) !== null
          ? { status: "Ok" }
          : {
              status: "Error",
              details: failed.map((rule) => ({
                level: "Error" as const,
                item: rule.location,
                reasonCode: rule.id,
                reasonMessage: rule.text,
              })),
            };
    } else {
      const xml = info.flowSyntax === "Factur-X" ? await readFacturXXml(file) : text;
      const facts = invoiceFacts(xml ?? "");
      reach(facts.seller.address, who);
      deposits.set(flowId, {
        facts,
        trackingId: info.trackingId,
        codes: [],
      });
      schedule(who, flowId, Date.parse(submittedAt), await invoiceStatuses(xml));
    }
    store({
      owner: who,
      file,
      fileName: info.name,
      flow: {
        flowId,
        name: info.name,
        flowSyntax: info.flowSyntax,
        ...(info.trackingId === undefined ? {} : { trackingId: info.trackingId }),
        processingRule: info.processingRule ?? "B2B",
        submittedAt,
        updatedAt: submittedAt,
        flowType,
        flowDirection: "Out",
        acknowledgement,
      },
    });
    send(response, 202, {
      flowId,
      submittedAt,
      name: info.name,
      flowSyntax: info.flowSyntax,
      ...(info.trackingId === undefined ? {} : { trackingId: info.trackingId }),
      ...(info.processingRule === undefined ? {} : { processingRule: info.processingRule }),
      sha256: fileSha256(file),
    });
  };

  const ownedFlow = (who: string, flowId: string): StoredFlow => {
    const stored = flows.get(flowId);
    if (stored === undefined || stored.owner !== who) {
      throw new HttpError(404, "404", "no such flow");
    }
    return stored;
  };

  const searchFlows = async (request: IncomingMessage, response: ServerResponse) => {
    const who = owner(request);
    const search = decode(SearchBody, await jsonBody(request));
    const where = search.where;
    if (Object.keys(where).length === 0) {
      throw new HttpError(400, "400", "at least one search criterion is required");
    }
    const limit = Math.min(Math.max(1, search.limit ?? LIMIT_DEFAULT), LIMIT_MAX);
    const matching = [...flows.values()]
      .filter((stored) => stored.owner === who)
      .sort((a, b) => a.flow.updatedAt.localeCompare(b.flow.updatedAt) || a.sequence - b.sequence)
      .map((stored) => stored.flow)
      .filter(
        (flow) =>
          (where.updatedAfter === undefined || flow.updatedAt > where.updatedAfter) &&
          (where.updatedBefore === undefined || flow.updatedAt < where.updatedBefore) &&
          (where.flowType === undefined || where.flowType.includes(flow.flowType)) &&
          (where.flowDirection === undefined || where.flowDirection.includes(flow.flowDirection)) &&
          (where.trackingId === undefined || flow.trackingId === where.trackingId) &&
          (where.ackStatus === undefined || flow.acknowledgement.status === where.ackStatus),
      );
    const offset =
      search.cursor === undefined ? 0 : Number(Buffer.from(search.cursor, "base64url"));
    const results = matching.slice(offset, offset + limit);
    const next = offset + limit < matching.length ? offset + limit : null;
    send(response, 200, {
      limit,
      filters: where,
      nextCursor: next === null ? null : Buffer.from(String(next)).toString("base64url"),
      results,
    });
  };

  const refuse = async (request: IncomingMessage, response: ServerResponse, flowId: string) => {
    const who = owner(request);
    ownedFlow(who, flowId);
    const refusal = decode(RefusalBody, await jsonBody(request));
    const deposit = deposits.get(flowId);
    if (deposit === undefined || !canFollow(deposit.codes.at(-1) ?? null, 210)) {
      throw new HttpError(409, "409", "this invoice cannot be refused now");
    }
    due.push({
      owner: who,
      invoiceFlowId: flowId,
      dueAt: epoch(),
      code: 210,
      reason: { code: refusal.reasonCode, text: refusal.reason ?? null },
      breaches: [],
    });
    await advance();
    send(response, 202);
  };

  /**
   * A supplier's invoice delivered to the caller's account, as if the supplier's PA had routed it
   * here (multipart `file` and `flowInfo`, as a deposit): kept as sent, its webhooks called. The
   * account is reached from then on at the address of the invoice's buyer too.
   */
  const deliverOnDemand = async (request: IncomingMessage, response: ServerResponse) => {
    const who = owner(request);
    const { info, file } = await flowForm(request);
    const syntax = info.flowSyntax;
    if (syntax === "CDAR" || syntax === "FRR") {
      throw new HttpError(400, "400", "only an invoice (Factur-X, CII or UBL) can be delivered");
    }
    const xml = syntax === "Factur-X" ? await readFacturXXml(file) : new TextDecoder().decode(file);
    if (xml !== null && syntax !== "UBL") reach(invoiceFacts(xml).buyer.address, who);
    const stored = storeDelivery(who, { file, name: info.name, syntax }, options.now());
    await deliver(stored);
    send(response, 202, {
      flowId: stored.flow.flowId,
      submittedAt: stored.flow.submittedAt,
      name: info.name,
      flowSyntax: syntax,
      sha256: fileSha256(file),
    });
  };

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", "http://sandbox");
    const path = url.pathname;
    const method = request.method ?? "GET";
    if (method === "POST" && path === "/oauth2/token") {
      const form = new URLSearchParams((await readBody(request)).toString("utf8"));
      if (
        form.get("grant_type") !== "client_credentials" ||
        form.get("client_id") !== options.client.id ||
        form.get("client_secret") !== options.client.secret
      ) {
        send(response, 401, { error: "invalid_client" });
        return;
      }
      const token = randomBytes(24).toString("base64url");
      tokens.set(token, options.client.id);
      send(response, 200, { access_token: token, token_type: "Bearer", expires_in: 3600 });
      return;
    }
    if (
      method === "GET" &&
      (path === "/flow-service/v1/healthcheck" || path === "/directory-service/v1/healthcheck")
    ) {
      send(response, 200);
      return;
    }
    await advance();
    if (method === "POST" && path === "/flow-service/v1/flows")
      return createFlow(request, response);
    if (method === "POST" && path === "/flow-service/v1/flows/search") {
      return searchFlows(request, response);
    }
    const flowMatch = /^\/flow-service\/v1\/flows\/([^/]+)$/u.exec(path);
    if (method === "GET" && flowMatch !== null) {
      const stored = ownedFlow(owner(request), decodeURIComponent(flowMatch[1] ?? ""));
      const docType = url.searchParams.get("docType") ?? "Metadata";
      if (docType === "Metadata") {
        send(response, 200, stored.flow);
        return;
      }
      if (docType !== "Original") throw new HttpError(404, "404", `no ${docType} for this flow`);
      response
        .writeHead(200, {
          "content-type": "application/octet-stream",
          "content-disposition": `attachment; filename="${stored.fileName.replace(/"/gu, "")}"`,
        })
        .end(Buffer.from(stored.file));
      return;
    }
    if (method === "POST" && path === "/sandbox/v1/inbound-flows") {
      return deliverOnDemand(request, response);
    }
    const refusalMatch = /^\/sandbox\/v1\/flows\/([^/]+)\/refusal$/u.exec(path);
    if (method === "POST" && refusalMatch !== null) {
      return refuse(request, response, decodeURIComponent(refusalMatch[1] ?? ""));
    }
    if (method === "POST" && path === "/flow-service/v1/webhooks") {
      const who = owner(request);
      const body = decode(WebhookBody, await jsonBody(request));
      const subscription: Subscription = {
        webhookId: randomUUID(),
        owner: who,
        signingKey: randomBytes(32).toString("base64"),
        callbackUrl: body.callbackUrl,
        flowTypes: body.flowTypes ?? [],
        createdAt: options.now(),
      };
      subscriptions.set(subscription.webhookId, subscription);
      const { webhookId, signingKey, createdAt } = subscription;
      send(response, 201, { webhookId, signingKey, createdAt });
      return;
    }
    if (method === "POST" && path === "/directory-service/v1/directory-line/search") {
      owner(request);
      const body = decode(DirectoryBody, await jsonBody(request));
      const results = sandboxDirectoryLines(body.filters.siren.value);
      send(response, 200, { search: body, totalNumberOfResults: results.length, results });
      return;
    }
    throw new HttpError(404, "404", `${method} ${path} is not an XP Z12-013 endpoint here`);
  };

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      const failure = error instanceof HttpError ? error : new HttpError(500, "500", String(error));
      send(response, failure.status, {
        errorCode: failure.errorCode,
        errorMessage: failure.message,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    flowServiceUrl: `${url}/flow-service`,
    directoryServiceUrl: `${url}/directory-service`,
    tokenUrl: `${url}/oauth2/token`,
    advance,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  };
};
