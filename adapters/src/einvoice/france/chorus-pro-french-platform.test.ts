import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  FrenchPlatform,
  type FrenchPlatformUnavailable,
  type InvoiceNumber,
  type Siret,
} from "@invoicing/core";
import { Cause, Effect, Exit, Result } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ChorusProConfig } from "./chorus-pro-config.ts";
import { chorusProFrenchPlatformLayer } from "./chorus-pro-french-platform.ts";

// A stand-in for PISTE and Chorus Pro on 127.0.0.1: it records each request and answers what
// the test sets.
interface Recorded {
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

const stand = {
  requests: [] as Array<Recorded>,
  tokensIssued: 0,
  depositStatus: 200,
  depositBody: "" as string,
  rejectTokens: new Set<string>(),
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Array<Buffer> = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = request.url ?? "";
    stand.requests.push({ path, headers: request.headers, body });
    response.setHeader("content-type", "application/json");
    if (path === "/api/oauth/token") {
      stand.tokensIssued += 1;
      response.end(
        JSON.stringify({
          access_token: `token-${stand.tokensIssued}`,
          token_type: "Bearer",
          expires_in: 3600,
        }),
      );
      return;
    }
    const token = (request.headers.authorization ?? "").replace("Bearer ", "");
    if (stand.rejectTokens.has(token)) {
      response.statusCode = 401;
      response.end("{}");
      return;
    }
    response.statusCode = stand.depositStatus;
    response.end(stand.depositBody);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  stand.requests = [];
  stand.tokensIssued = 0;
  stand.depositStatus = 200;
  stand.depositBody = JSON.stringify({
    codeRetour: 0,
    libelle: "GCU_MSG_01_000",
    numeroFluxDepot: 375037,
    dateDepot: "2026-11-21",
    syntaxeFlux: "IN_DP_E2_CII_FACTURX",
  });
  stand.rejectTokens = new Set();
});

const config = (): ChorusProConfig => ({
  tokenUrl: `${base}/api/oauth/token`,
  apiUrl: `${base}/`,
  clientId: "client-id",
  clientSecret: "client-secret",
  login: "TECH_1@cpro.fr",
  password: "mot de passe",
  timeoutMs: 5000,
});

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
const submit = (times = 1, settings: ChorusProConfig = config()) =>
  Effect.runPromiseExit(
    Effect.forEach(Array.from({ length: times }), () =>
      FrenchPlatform.use((platform) =>
        platform.submit({
          invoiceNumber: "INV-007" as InvoiceNumber,
          sellerSiret: "55208131700018" as Siret,
          facturX: PDF,
        }),
      ),
    ).pipe(Effect.provide(chorusProFrenchPlatformLayer(settings))),
  );

/** Why the platform was unavailable, or what else happened. */
const unavailability = (exit: Exit.Exit<unknown, FrenchPlatformUnavailable>): string =>
  Exit.isFailure(exit)
    ? Result.match(Cause.findError(exit.cause), {
        onSuccess: (error) => error.reason,
        onFailure: () => "a defect",
      })
    : "a success";

describe("chorusProFrenchPlatformLayer", () => {
  it("gets a PISTE token by client credentials and deposits the Factur-X flow", async () => {
    const exit = await submit();
    expect(exit).toEqual(
      Exit.succeed([
        { status: "deposited", reason: null, submissionId: "375037", failedRules: [] },
      ]),
    );
    const [token, deposit] = stand.requests;
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: "client_credentials",
      client_id: "client-id",
      client_secret: "client-secret",
      scope: "openid",
    });
    expect(deposit?.path).toBe("/cpro/factures/v1/deposer/flux");
    expect(deposit?.headers.authorization).toBe("Bearer token-1");
    expect(deposit?.headers["cpro-account"]).toBe(
      Buffer.from("TECH_1@cpro.fr:mot de passe").toString("base64"),
    );
    expect(JSON.parse(deposit?.body ?? "")).toEqual({
      fichierFlux: Buffer.from(PDF).toString("base64"),
      nomFichier: "INV-007.pdf",
      syntaxeFlux: "IN_DP_E2_CII_FACTURX",
      avecSignature: false,
    });
  });

  it("reuses its token for later deposits", async () => {
    await submit(3);
    expect(stand.tokensIssued).toBe(1);
    expect(stand.requests.map((request) => request.path)).toEqual([
      "/api/oauth/token",
      ...Array.from({ length: 3 }, () => "/cpro/factures/v1/deposer/flux"),
    ]);
  });

  it("renews a token the API refuses, once", async () => {
    stand.rejectTokens.add("token-1");
    const exit = await submit();
    expect(Exit.isSuccess(exit)).toBe(true);
    expect(stand.tokensIssued).toBe(2);
  });

  it("answers a deposit Chorus Pro refuses as a rejection with its code and label", async () => {
    stand.depositStatus = 400;
    stand.depositBody = JSON.stringify({
      codeRetour: 20001,
      libelle: "Le fichier transmis n'est pas au format attendu.",
    });
    expect(await submit()).toEqual(
      Exit.succeed([
        {
          status: "rejected",
          reason: "Le fichier transmis n'est pas au format attendu.",
          submissionId: null,
          failedRules: [
            {
              id: "CPRO-20001",
              flag: "fatal",
              text: "Le fichier transmis n'est pas au format attendu.",
              location: "",
            },
          ],
        },
      ]),
    );
  });

  it("is unavailable when Chorus Pro fails or answers nonsense", async () => {
    stand.depositStatus = 503;
    stand.depositBody = "<html>Service Unavailable</html>";
    expect(unavailability(await submit())).toBe("Chorus Pro answered HTTP 503");
    stand.depositStatus = 200;
    stand.depositBody = "{}";
    expect(unavailability(await submit())).toBe(
      "Chorus Pro answered HTTP 200 without a deposit report",
    );
  });

  it("is unavailable when PISTE refuses the credentials or cannot be reached", async () => {
    const refused = await submit(1, { ...config(), tokenUrl: `${base}/nowhere` });
    expect(unavailability(refused)).toBe("PISTE answered the token request without a token");
    const unreachable = await submit(1, { ...config(), tokenUrl: "http://127.0.0.1:1/token" });
    expect(unavailability(unreachable)).toMatch(/^PISTE token request failed/u);
  });
});
