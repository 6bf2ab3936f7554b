import { randomBytes } from "node:crypto";
import {
  ChorusProSettingsRepositoryLive,
  type Database,
  type DeliveredInvoiceFlow,
  deliveredInvoiceOfFlow,
  deliveredInvoicesSince,
  Flow,
  isDeliveredInvoice,
  isSignedCallback,
  makeCdarValidator,
  makeFacturXValidator,
  makePaClient,
  type PaClient,
  type PaConfig,
  PaSettingsRepositoryLive,
  type StatusFlow,
  startSandboxPa,
  statusesSince,
  statusOfFlow,
} from "@invoicing/adapters";
import {
  ApprovedPlatform,
  Clock,
  type LifecyclePlatform,
  type PaDeliveredInvoice,
  type PaSettings,
  PaSettingsRepository,
  type PlatformStatus,
  PlatformWebhookRefused,
  type UserId,
} from "@invoicing/core";
import { Effect, Layer, Option, Schema } from "effect";
import type { Logger } from "../logging/logger.ts";
import { resolveCertificateKey } from "./certificate-key.ts";

/** What the PA wiring needs: the standards the sandbox PA validates with, the sealing key. */
export interface PaSetup {
  readonly standardsDir: string;
  /** `CERTIFICATE_KEY`, decoded: it seals PA secrets as it seals NF-e certificates. */
  readonly certificateKey: Uint8Array | null;
  readonly production: boolean;
  readonly dataDir: string;
  readonly logger: Logger;
  /** The time between two statuses of a deposit on the sandbox PA, in seconds. */
  readonly sandboxStepSeconds: number;
}

// The sandbox PA's own client, and how often it publishes the statuses that came due.
const SANDBOX_CLIENT = { id: "sandbox", secret: "sandbox" } as const;
const SANDBOX_TICK_MS = 5_000;
const TIMEOUT_MS = 30_000;

/** A status flow the PA sent, as the core keeps it. */
const platformStatus = (flow: StatusFlow): PlatformStatus => ({
  flowId: flow.flowId,
  invoiceNumber: flow.status.invoiceNumber,
  code: flow.status.code,
  at: flow.status.at,
  reasonCode: flow.status.reasonCode,
  reason: flow.status.reason,
});

/** A supplier invoice the PA delivered, as the core takes it in. */
const deliveredInvoice = (flow: DeliveredInvoiceFlow): PaDeliveredInvoice => ({
  flowId: flow.flowId,
  fileName: flow.fileName,
  file: flow.file,
});

const decodeFlow = Schema.decodeUnknownOption(Schema.fromJsonString(Flow));

const sandboxPlatform = (setup: PaSetup) =>
  Effect.gen(function* () {
    const clock = yield* Clock;
    const invoiceValidator = yield* Effect.acquireRelease(
      Effect.sync(() => makeFacturXValidator(setup.standardsDir)),
      (validator) => Effect.promise(validator.close),
    );
    const sandbox = yield* Effect.acquireRelease(
      Effect.promise(() =>
        startSandboxPa({
          invoiceValidator,
          cdarValidator: makeCdarValidator(setup.standardsDir),
          now: () => Effect.runSync(clock.now),
          stepSeconds: setup.sandboxStepSeconds,
          client: SANDBOX_CLIENT,
        }),
      ),
      (started) => Effect.promise(started.close),
    );
    yield* Effect.acquireRelease(
      Effect.sync(() => setInterval(() => void sandbox.advance(), SANDBOX_TICK_MS).unref()),
      (timer) => Effect.sync(() => clearInterval(timer)),
    );
    return sandbox;
  });

/**
 * The `ApprovedPlatform` of each user (docs/FRANCE-PA.md#switching): the sandbox PA, served in
 * this process on 127.0.0.1 and reached over HTTP like any PA, or the real PA of the user's
 * settings. A client is made per user and settings, and kept while they stay the same. Beside it,
 * the PA settings and the users' own Chorus Pro accounts, their secrets sealed with one key.
 */
export const approvedPlatformLayer = (database: Database, setup: PaSetup) =>
  Layer.unwrap(
    Effect.promise(async () => {
      const key = await resolveCertificateKey({
        configured: setup.certificateKey,
        production: setup.production,
        dataDir: setup.dataDir,
        logger: setup.logger,
      });
      const settingsLayer = PaSettingsRepositoryLive(database, key);
      const platform = Layer.effect(
        ApprovedPlatform,
        Effect.gen(function* () {
          const settings = yield* PaSettingsRepository;
          const clock = yield* Clock;
          const sandbox = yield* sandboxPlatform(setup);
          const clients = new Map<string, PaClient>();

          const configOf = (userId: UserId, saved: PaSettings): PaConfig =>
            saved.mode === "sandbox"
              ? {
                  flowServiceUrl: sandbox.flowServiceUrl,
                  directoryServiceUrl: sandbox.directoryServiceUrl,
                  auth: {
                    kind: "oauth2",
                    tokenUrl: sandbox.tokenUrl,
                    clientId: SANDBOX_CLIENT.id,
                    clientSecret: SANDBOX_CLIENT.secret,
                  },
                  organizationId: userId,
                  timeoutMs: TIMEOUT_MS,
                }
              : {
                  flowServiceUrl: saved.flowServiceUrl ?? "",
                  directoryServiceUrl: saved.directoryServiceUrl ?? "",
                  auth:
                    saved.authKind === "token"
                      ? { kind: "token", token: saved.secret ?? "" }
                      : {
                          kind: "oauth2",
                          tokenUrl: saved.tokenUrl ?? "",
                          clientId: saved.oauthClient ?? "",
                          clientSecret: saved.secret ?? "",
                        },
                  organizationId: saved.organization,
                  timeoutMs: TIMEOUT_MS,
                };

          /** The user's PA client and which platform it is; null without settings. */
          const clientOf = (userId: UserId) =>
            Effect.gen(function* () {
              const saved = yield* settings.get(userId);
              if (Option.isNone(saved)) return null;
              const config = configOf(userId, saved.value);
              const cacheKey = `${userId}:${JSON.stringify(config)}`;
              const cached = clients.get(cacheKey);
              const client = cached ?? (yield* makePaClient(config));
              clients.set(cacheKey, client);
              const platform: LifecyclePlatform =
                saved.value.mode === "sandbox" ? "sandbox-pa" : "pa";
              return { client, platform };
            });

          const requireClient = (userId: UserId) =>
            Effect.flatMap(clientOf(userId), (found) =>
              found === null
                ? Effect.die(new Error("no PA is set up for this user"))
                : Effect.succeed(found.client),
            );

          return ApprovedPlatform.of({
            platformOf: (userId) =>
              Effect.map(clientOf(userId), (found) => found?.platform ?? null),
            deposit: (userId, deposit) =>
              Effect.flatMap(requireClient(userId), (client) =>
                client.submitFlow({
                  file: deposit.facturX,
                  fileName: `${deposit.invoiceNumber}.pdf`,
                  contentType: "application/pdf",
                  info: {
                    name: `${deposit.invoiceNumber}.pdf`,
                    flowSyntax: "Factur-X",
                    flowProfile: "CIUS",
                    processingRule: "B2B",
                    trackingId: deposit.invoiceNumber,
                  },
                }),
              ),
            sendStatus: (userId, status) =>
              Effect.flatMap(requireClient(userId), (client) =>
                client.submitFlow({
                  file: new TextEncoder().encode(status.cdar),
                  fileName: `${status.invoiceNumber}-status.xml`,
                  contentType: "application/xml",
                  info: {
                    name: `${status.invoiceNumber}-status.xml`,
                    flowSyntax: "CDAR",
                    trackingId: status.invoiceNumber,
                  },
                }),
              ),
            newStatuses: (userId) =>
              Effect.gen(function* () {
                const client = yield* requireClient(userId);
                yield* Effect.promise(sandbox.advance);
                const since = yield* settings.polledUntil(userId);
                const flows = yield* statusesSince(client, since);
                return {
                  statuses: flows.map(platformStatus),
                  until: flows.at(-1)?.updatedAt ?? null,
                };
              }),
            markPolled: (userId, until) => settings.markPolled(userId, until),
            newInvoices: (userId) =>
              Effect.gen(function* () {
                const client = yield* requireClient(userId);
                yield* Effect.promise(sandbox.advance);
                const since = yield* settings.invoicesPolledUntil(userId);
                const flows = yield* deliveredInvoicesSince(client, since);
                return {
                  invoices: flows.map(deliveredInvoice),
                  until: flows.at(-1)?.updatedAt ?? null,
                };
              }),
            markInvoicesPolled: (userId, until) => settings.markInvoicesPolled(userId, until),
            configuredUsers: settings.configuredUsers,
            subscribeWebhook: (userId, callbackUrl) =>
              Effect.gen(function* () {
                const client = yield* requireClient(userId);
                // The hook names the user in the callback address; it is as hard to guess as a key.
                const hook = randomBytes(24).toString("base64url");
                const subscription = yield* client.subscribe(callbackUrl(hook), [
                  "CustomerInvoiceLC",
                  "SupplierInvoice",
                ]);
                yield* settings.saveWebhook(userId, {
                  hook,
                  webhookId: subscription.webhookId,
                  signingKey: subscription.signingKey,
                });
              }),
            callbackStatuses: (callback) =>
              Effect.gen(function* () {
                const webhook = yield* settings.webhookOf(callback.hook);
                const now = Date.parse(yield* clock.now) / 1000;
                const found = Option.isSome(webhook) ? yield* clientOf(webhook.value.userId) : null;
                if (
                  Option.isNone(webhook) ||
                  found === null ||
                  !isSignedCallback(callback, webhook.value.signingKey, now)
                ) {
                  return yield* Effect.fail(new PlatformWebhookRefused());
                }
                const { userId } = webhook.value;
                // Statuses about the invoices we issued, and supplier invoices delivered to us, are
                // ours to keep; any other flow is acknowledged.
                const flow = decodeFlow(callback.payload);
                const status =
                  Option.isSome(flow) &&
                  flow.value.flowType === "CustomerInvoiceLC" &&
                  flow.value.flowDirection === "In"
                    ? yield* statusOfFlow(found.client, flow.value)
                    : null;
                const delivered =
                  Option.isSome(flow) && isDeliveredInvoice(flow.value)
                    ? yield* deliveredInvoiceOfFlow(found.client, flow.value)
                    : null;
                return {
                  userId,
                  platform: found.platform,
                  statuses: status === null ? [] : [platformStatus(status)],
                  invoices: delivered === null ? [] : [deliveredInvoice(delivered)],
                };
              }),
          });
        }),
      );
      return Layer.mergeAll(
        settingsLayer,
        // The user's own Chorus Pro account is sealed with the same key as the PA secret.
        ChorusProSettingsRepositoryLive(database, key),
        platform.pipe(Layer.provide(settingsLayer)),
      );
    }),
  );
