import { Effect, Layer, Option, Result } from "effect";
import type { ArchivedDocument } from "../src/archive/archived-document.ts";
import { EmailTaken, ResetTokenInvalid } from "../src/auth/auth-errors.ts";
import type { PasswordResetToken } from "../src/auth/password-reset.ts";
import type { Session } from "../src/auth/session.ts";
import type { TokenHash } from "../src/auth/token-hash.ts";
import type { Instant } from "../src/calendar/instant.ts";
import type { IsoDate } from "../src/calendar/iso-date.ts";
import { todayIn } from "../src/calendar/today-in.ts";
import { CatalogueItemNotFound } from "../src/catalogue/catalogue-errors.ts";
import type { CatalogueItem } from "../src/catalogue/catalogue-item.ts";
import type { Client } from "../src/clients/client.ts";
import { ClientHasInvoices, ClientNotFound } from "../src/clients/client-errors.ts";
import { clientToJson } from "../src/clients/client-json.ts";
import { clientMatches } from "../src/clients/client-matches.ts";
import type { ClientSnapshot } from "../src/clients/client-snapshot.ts";
import {
  DEFAULT_INVOICE_TEMPLATE,
  type InvoiceTemplate,
} from "../src/documents/invoice-template.ts";
import type { MailMessage } from "../src/email/mail-message.ts";
import { FacturXPdf } from "../src/france/factur-x/factur-x-pdf.ts";
import type { Invoice } from "../src/invoices/invoice.ts";
import { canDeleteInvoice, InvoiceCannotBeDeleted } from "../src/invoices/invoice-deletion.ts";
import type { InvoiceHistoryEntry } from "../src/invoices/invoice-history-entry.ts";
import { InvoiceNotFound } from "../src/invoices/invoice-not-found.ts";
import { formatInvoiceNumber } from "../src/invoices/invoice-number.ts";
import { checkIssueDateOrder } from "../src/invoices/issue-date-order.ts";
import type { IssueDateOutOfOrder } from "../src/invoices/issue-date-out-of-order.ts";
import { pageOffset } from "../src/invoices/paged.ts";
import type { QueuedJob } from "../src/jobs/queued-job.ts";
import { CatalogueItemRepository } from "../src/ports/catalogue-item-repository.ts";
import { ClientRepository } from "../src/ports/client-repository.ts";
import { Clock } from "../src/ports/clock.ts";
import { DanfseRenderer } from "../src/ports/danfse-renderer.ts";
import { EInvoiceQueue } from "../src/ports/einvoice-queue.ts";
import { FileNotFound, FileStorage, type StoredFile } from "../src/ports/file-storage.ts";
import { IdGenerator } from "../src/ports/id-generator.ts";
import {
  type DashboardDay,
  type DashboardDayFigures,
  InvoiceRepository,
} from "../src/ports/invoice-repository.ts";
import { JobQueue } from "../src/ports/job-queue.ts";
import {
  LoginAttemptRepository,
  type LoginThrottleKey,
} from "../src/ports/login-attempt-repository.ts";
import { Mailer, MailFailed } from "../src/ports/mailer.ts";
import { PasswordHasher } from "../src/ports/password-hasher.ts";
import { PasswordResetRepository } from "../src/ports/password-reset-repository.ts";
import { DanfeRenderer, PdfRenderer } from "../src/ports/pdf-renderer.ts";
import { ReportRepository } from "../src/ports/report-repository.ts";
import { SessionRepository } from "../src/ports/session-repository.ts";
import { SettingsRepository } from "../src/ports/settings-repository.ts";
import { TestResultRepository } from "../src/ports/test-result-repository.ts";
import { TokenGenerator } from "../src/ports/token-generator.ts";
import { UserRepository } from "../src/ports/user-repository.ts";
import type { ReportFigures } from "../src/reports/build-reports-data.ts";
import type { ReportPeriod } from "../src/reports/report-period.ts";
import type { TestResult } from "../src/sandbox/test-result.ts";
import type { BrazilSettings } from "../src/settings/brazil-settings.ts";
import type { FranceSettings } from "../src/settings/france-settings.ts";
import type { NfseSettings } from "../src/settings/nfse-settings.ts";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "../src/settings/notification-preferences.ts";
import { normalizeEmail } from "../src/users/normalize-email.ts";
import type { User } from "../src/users/user.ts";
import { UserNotFound } from "../src/users/user-not-found.ts";
import { inMemoryArchiveLayer } from "./in-memory-archive.ts";
import {
  inMemoryNfeSubmissionsLayer,
  type NfeSubmissionState,
} from "./in-memory-nfe-submissions.ts";
import { inMemoryNfseLayer, type NfseState } from "./in-memory-nfse.ts";
import { inMemoryPayLinksLayer } from "./in-memory-pay-links.ts";

/** Everything the in-memory ports hold, open to tests for arranging and inspecting. */
export interface PortState extends NfeSubmissionState, NfseState {
  now: Instant;
  nextId: number;
  nextToken: number;
  users: Map<string, { user: User; passwordHash: string }>;
  sessions: Map<TokenHash, Session>;
  resetTokens: Map<TokenHash, PasswordResetToken>;
  failures: Array<{ key: LoginThrottleKey; at: Instant }>;
  clients: Map<string, { userId: string; client: Client }>;
  catalogue: Map<string, { userId: string; item: CatalogueItem }>;
  invoices: Map<string, Invoice>;
  /** Each numbered invoice's client as it was when the invoice took its number. */
  buyers: Map<string, ClientSnapshot>;
  history: Array<InvoiceHistoryEntry>;
  counters: Map<string, number>;
  lastIssueDates: Map<string, IsoDate>;
  notifications: Map<string, NotificationPreferences>;
  templates: Map<string, InvoiceTemplate>;
  france: Map<string, FranceSettings>;
  brazil: Map<string, BrazilSettings>;
  nfse: Map<string, NfseSettings>;
  testResults: Array<{ userId: string; result: TestResult }>;
  files: Map<string, StoredFile>;
  mails: Array<MailMessage>;
  mailFails: boolean;
  hashes: number;
  dashboardDays: Array<DashboardDay>;
  dashboardFigures: DashboardDayFigures;
  reportPeriods: Array<ReportPeriod>;
  reportFigures: ReportFigures;
  overdueRuns: Array<Instant>;
  archive: Array<ArchivedDocument>;
  /** Every job queued, in order (none of them runs). */
  jobs: Array<QueuedJob>;
  /** The numbered invoices taken off the e-invoice queue (their auto-send was queued). */
  einvoicesHandedOver: Set<string>;
}

/** The fake hash of a password: readable in assertions, never the password itself. */
export const fakePasswordHash = (password: string): string => `hashed(${password})`;

/** The fake hash of a token: its characters' codes in hex, padded to the 64 digits of SHA-256. */
export const fakeTokenHash = (token: string): TokenHash =>
  Array.from(token, (c) => c.charCodeAt(0).toString(16).padStart(2, "0"))
    .join("")
    .padEnd(64, "0")
    .slice(0, 64) as TokenHash;

const newState = (): PortState => ({
  now: "2026-03-31T10:00:00.000Z",
  nextId: 0,
  nextToken: 0,
  users: new Map(),
  sessions: new Map(),
  resetTokens: new Map(),
  failures: [],
  buyers: new Map(),
  clients: new Map(),
  catalogue: new Map(),
  invoices: new Map(),
  history: [],
  counters: new Map(),
  lastIssueDates: new Map(),
  notifications: new Map(),
  templates: new Map(),
  france: new Map(),
  brazil: new Map(),
  nfse: new Map(),
  testResults: [],
  files: new Map(),
  mails: [],
  mailFails: false,
  hashes: 0,
  dashboardDays: [],
  dashboardFigures: {
    revenue: [],
    overdue: [],
    overdueInvoices: [],
    recentInvoices: [],
    totals: {
      statusCounts: { draft: 0, sent: 0, paid: 0, overdue: 0, cancelled: 0 },
      issuedToday: 0,
      revenue: [],
    },
  },
  reportPeriods: [],
  reportFigures: { revenueByMonth: [], outstandingByClient: [] },
  overdueRuns: [],
  archive: [],
  jobs: [],
  einvoicesHandedOver: new Set(),
  nfeSubmissions: [],
  nfseSubmissions: [],
  nfseEvents: [],
  dpsNumbers: [],
});

const sameKey = (a: LoginThrottleKey, b: LoginThrottleKey) =>
  a.kind === b.kind && a.value === b.value;

const userLayers = (state: PortState) =>
  Layer.mergeAll(
    Layer.succeed(UserRepository, {
      create: (user, passwordHash) =>
        Effect.gen(function* () {
          const taken = [...state.users.values()].some(
            (row) => normalizeEmail(row.user.email) === normalizeEmail(user.email),
          );
          if (taken) return yield* Effect.fail(new EmailTaken());
          state.users.set(user.id, { user, passwordHash });
          return yield* Effect.succeed(user);
        }),
      findById: (id) => Effect.sync(() => Option.fromNullishOr(state.users.get(id)?.user)),
      findByEmail: (email) =>
        Effect.sync(() =>
          Option.fromNullishOr(
            [...state.users.values()].find((row) => row.user.email === normalizeEmail(email)),
          ),
        ),
      getCredentials: (id) =>
        Effect.gen(function* () {
          const row = state.users.get(id);
          if (row === undefined) return yield* Effect.fail(new UserNotFound({ userId: id }));
          return row;
        }),
      update: (user) =>
        Effect.gen(function* () {
          const row = state.users.get(user.id);
          if (row === undefined) return yield* Effect.fail(new UserNotFound({ userId: user.id }));
          const taken = [...state.users.values()].some(
            (other) => other.user.id !== user.id && other.user.email === user.email,
          );
          if (taken) return yield* Effect.fail(new EmailTaken());
          const updated = { ...user, logo: row.user.logo };
          state.users.set(user.id, { ...row, user: updated });
          return yield* Effect.succeed(updated);
        }),
      setPassword: (id, passwordHash, keepSession) =>
        Effect.gen(function* () {
          const row = state.users.get(id);
          if (row === undefined) return yield* Effect.fail(new UserNotFound({ userId: id }));
          state.users.set(id, { ...row, passwordHash });
          for (const [hash, session] of state.sessions) {
            if (session.userId === id && hash !== keepSession) state.sessions.delete(hash);
          }
          return;
        }),
      setLogo: (id, logo) =>
        Effect.gen(function* () {
          const row = state.users.get(id);
          if (row === undefined) return yield* Effect.fail(new UserNotFound({ userId: id }));
          const user = { ...row.user, logo };
          state.users.set(id, { ...row, user });
          return yield* Effect.succeed({ user, previousLogo: row.user.logo });
        }),
      hasAny: Effect.sync(() => state.users.size > 0),
    }),
    Layer.succeed(SessionRepository, {
      create: (session) => Effect.sync(() => void state.sessions.set(session.tokenHash, session)),
      findActive: (tokenHash, now) =>
        Effect.sync(() =>
          Option.fromNullishOr(state.sessions.get(tokenHash)).pipe(
            Option.filter((session) => session.expiresAt > now),
            Option.flatMap((session) =>
              Option.fromNullishOr(state.users.get(session.userId)).pipe(
                Option.map(({ user }) => ({ session, user })),
              ),
            ),
          ),
        ),
      revoke: (tokenHash) => Effect.sync(() => void state.sessions.delete(tokenHash)),
      purgeExpired: (now) =>
        Effect.sync(() => {
          const expired = [...state.sessions.values()].filter((s) => s.expiresAt <= now);
          for (const session of expired) state.sessions.delete(session.tokenHash);
          return expired.length;
        }),
    }),
    Layer.succeed(PasswordResetRepository, {
      create: (token) => Effect.sync(() => void state.resetTokens.set(token.tokenHash, token)),
      consume: (tokenHash, now) =>
        Effect.gen(function* () {
          const token = state.resetTokens.get(tokenHash);
          if (token === undefined || token.usedAt !== null || token.expiresAt <= now) {
            return yield* Effect.fail(new ResetTokenInvalid());
          }
          state.resetTokens.set(tokenHash, { ...token, usedAt: now });
          return yield* Effect.succeed(token.userId);
        }),
    }),
    Layer.succeed(LoginAttemptRepository, {
      recordFailure: (key, at) => Effect.sync(() => void state.failures.push({ key, at })),
      failuresSince: (key, since) =>
        Effect.sync(() =>
          state.failures.filter((f) => sameKey(f.key, key) && f.at >= since).map((f) => f.at),
        ),
      clear: (key) =>
        Effect.sync(() => {
          state.failures = state.failures.filter((f) => !sameKey(f.key, key));
        }),
    }),
    Layer.succeed(SettingsRepository, {
      getNotifications: (userId) =>
        Effect.sync(() => state.notifications.get(userId) ?? DEFAULT_NOTIFICATION_PREFERENCES),
      saveNotifications: (userId, preferences) =>
        Effect.sync(() => void state.notifications.set(userId, preferences)),
      getFrance: (userId) => Effect.sync(() => Option.fromNullishOr(state.france.get(userId))),
      saveFrance: (userId, settings) => Effect.sync(() => void state.france.set(userId, settings)),
      getBrazil: (userId) => Effect.sync(() => Option.fromNullishOr(state.brazil.get(userId))),
      saveBrazil: (userId, settings) => Effect.sync(() => void state.brazil.set(userId, settings)),
      getNfse: (userId) => Effect.sync(() => Option.fromNullishOr(state.nfse.get(userId))),
      saveNfse: (userId, settings) => Effect.sync(() => void state.nfse.set(userId, settings)),
      getInvoiceTemplate: (userId) =>
        Effect.sync(() => state.templates.get(userId) ?? DEFAULT_INVOICE_TEMPLATE),
      saveInvoiceTemplate: (userId, template) =>
        Effect.sync(() => void state.templates.set(userId, template)),
    }),
  );

const clientSummary = (state: PortState, invoice: Invoice) => {
  const client = state.clients.get(invoice.clientId)?.client;
  return {
    id: invoice.clientId,
    name: client?.name ?? "",
    email: client?.email ?? "",
    company: client?.company ?? null,
  };
};

const ownClient = (state: PortState, userId: string, clientId: string) =>
  state.clients.get(clientId)?.userId === userId;

/**
 * The owner's next number for `invoice`, refused as the live repository refuses it when its date
 * is out of order (`checkIssueDateOrder`, today in the owner's zone at the change's time).
 */
const nextInOrder = (
  state: PortState,
  userId: string,
  invoice: Invoice,
): Result.Result<number, IssueDateOutOfOrder> =>
  Result.map(
    checkIssueDateOrder({
      issueDate: invoice.issueDate,
      lastIssueDate: state.lastIssueDates.get(userId) ?? null,
      today: todayIn(state.users.get(userId)?.user.timeZone ?? "UTC", new Date(invoice.updatedAt)),
    }),
    () => (state.counters.get(userId) ?? 0) + 1,
  );

/**
 * Keeps `next` as the owner's last number, `invoice` as its last numbered invoice, and its
 * client as it is now as the invoice's buyer.
 */
const keepNumber = (state: PortState, userId: string, invoice: Invoice, next: number) => {
  state.counters.set(userId, next);
  state.lastIssueDates.set(userId, invoice.issueDate);
  const client = state.clients.get(invoice.clientId)?.client;
  if (client !== undefined) state.buyers.set(invoice.id, clientToJson(client));
  return formatInvoiceNumber(next);
};

const ownCatalogueItem = (state: PortState, userId: string, id: string): boolean =>
  state.catalogue.get(id)?.userId === userId;

const catalogueLayer = (state: PortState) =>
  Layer.succeed(CatalogueItemRepository, {
    list: (userId) =>
      Effect.sync(() =>
        [...state.catalogue.values()]
          .filter((row) => row.userId === userId)
          .map((row) => row.item)
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    find: (userId, ids) =>
      Effect.sync(() =>
        ids.flatMap((id) =>
          ownCatalogueItem(state, userId, id) ? [state.catalogue.get(id)?.item ?? []].flat() : [],
        ),
      ),
    create: (userId, item) =>
      Effect.sync(() => {
        state.catalogue.set(item.id, { userId, item });
        return item;
      }),
    update: (userId, item) =>
      ownCatalogueItem(state, userId, item.id)
        ? Effect.sync(() => {
            state.catalogue.set(item.id, { userId, item });
            return item;
          })
        : Effect.fail(new CatalogueItemNotFound({ id: item.id })),
    delete: (userId, id) =>
      ownCatalogueItem(state, userId, id)
        ? Effect.sync(() => void state.catalogue.delete(id))
        : Effect.fail(new CatalogueItemNotFound({ id })),
  });

const invoiceLayers = (state: PortState) =>
  Layer.mergeAll(
    catalogueLayer(state),
    Layer.succeed(ClientRepository, {
      list: (userId, query) =>
        Effect.sync(() => {
          const rows = [...state.clients.values()]
            .filter((row) => row.userId === userId && clientMatches(row.client, query.q))
            .map((row) => row.client);
          const offset = pageOffset(query.page, query.pageSize);
          return {
            data: rows.slice(offset, offset + query.pageSize),
            page: query.page,
            pageSize: query.pageSize,
            total: rows.length,
          };
        }),
      get: (userId, id) =>
        Effect.gen(function* () {
          const row = state.clients.get(id);
          if (row === undefined || row.userId !== userId) {
            return yield* Effect.fail(new ClientNotFound({ id }));
          }
          return row.client;
        }),
      create: (userId, client) =>
        Effect.sync(() => {
          state.clients.set(client.id, { userId, client });
          return client;
        }),
      update: (userId, client) =>
        Effect.gen(function* () {
          if (!ownClient(state, userId, client.id)) {
            return yield* Effect.fail(new ClientNotFound({ id: client.id }));
          }
          state.clients.set(client.id, { userId, client });
          return yield* Effect.succeed(client);
        }),
      delete: (userId, id) =>
        Effect.gen(function* () {
          if (!ownClient(state, userId, id)) return yield* Effect.fail(new ClientNotFound({ id }));
          if ([...state.invoices.values()].some((invoice) => invoice.clientId === id)) {
            return yield* Effect.fail(new ClientHasInvoices({ id }));
          }
          state.clients.delete(id);
          return;
        }),
    }),
    Layer.succeed(InvoiceRepository, {
      list: (userId, query) =>
        Effect.sync(() => {
          const rows = [...state.invoices.values()].filter(
            (invoice) =>
              invoice.userId === userId &&
              (query.status === "all" || invoice.status === query.status),
          );
          const offset = pageOffset(query.page, query.pageSize);
          return {
            data: rows.slice(offset, offset + query.pageSize).map((invoice) => ({
              invoice,
              client: clientSummary(state, invoice),
              // This in-memory store keeps no credit notes, no payments and no lifecycle statuses.
              settlement: { credited: 0, paid: 0 },
              lifecycle: null,
            })),
            page: query.page,
            pageSize: query.pageSize,
            total: rows.length,
          };
        }),
      exportRows: (userId, query, limit) =>
        Effect.sync(() =>
          [...state.invoices.values()]
            .filter(
              (invoice) =>
                invoice.userId === userId &&
                (query.status === "all" || invoice.status === query.status),
            )
            .slice(0, limit)
            .map(({ items: _items, ...invoice }) => ({
              invoice,
              client: clientSummary(state, { ...invoice, items: [] }),
              // These ports hold no credit notes and no payments.
              credited: 0,
              paid: 0,
            })),
        ),
      get: (userId, id) =>
        Effect.gen(function* () {
          const invoice = state.invoices.get(id);
          if (invoice === undefined || invoice.userId !== userId) {
            return yield* Effect.fail(new InvoiceNotFound({ id }));
          }
          return { invoice, client: clientSummary(state, invoice) };
        }),
      buyer: (userId, id) =>
        Effect.gen(function* () {
          const invoice = state.invoices.get(id);
          const buyer = state.buyers.get(id);
          if (invoice === undefined || invoice.userId !== userId || buyer === undefined) {
            return yield* Effect.fail(new InvoiceNotFound({ id }));
          }
          return buyer;
        }),
      create: (userId, { invoice, issueNumber, history }) =>
        Effect.gen(function* () {
          if (!ownClient(state, userId, invoice.clientId)) {
            return yield* Effect.fail(new ClientNotFound({ id: invoice.clientId }));
          }
          const next = issueNumber
            ? yield* Effect.fromResult(nextInOrder(state, userId, invoice))
            : null;
          const stored = {
            ...invoice,
            invoiceNumber: next === null ? null : keepNumber(state, userId, invoice, next),
          };
          state.invoices.set(invoice.id, stored);
          state.history.push(history);
          return yield* Effect.succeed({ invoice: stored, client: clientSummary(state, stored) });
        }),
      update: (userId, id, decide) =>
        Effect.gen(function* () {
          const current = state.invoices.get(id);
          if (current === undefined || current.userId !== userId) {
            return yield* Effect.fail(new InvoiceNotFound({ id }));
          }
          const decided = decide(current);
          if (Result.isFailure(decided)) return yield* Effect.fail(decided.failure);
          const change = decided.success;
          if (!ownClient(state, userId, change.invoice.clientId)) {
            return yield* Effect.fail(new ClientNotFound({ id: change.invoice.clientId }));
          }
          const numbered = change.issueNumber && current.invoiceNumber === null;
          const next = numbered
            ? yield* Effect.fromResult(nextInOrder(state, userId, change.invoice))
            : null;
          const stored: Invoice = {
            ...change.invoice,
            id: current.id,
            userId: current.userId,
            createdAt: current.createdAt,
            items: change.itemsChanged ? change.invoice.items : current.items,
            invoiceNumber:
              next === null
                ? current.invoiceNumber
                : keepNumber(state, userId, change.invoice, next),
          };
          state.invoices.set(id, stored);
          state.history.push(change.history);
          return yield* Effect.succeed({ invoice: stored, client: clientSummary(state, stored) });
        }),
      updateWithDelivery: (userId, id, { decide, deliver }) =>
        Effect.gen(function* () {
          const current = state.invoices.get(id);
          if (current === undefined || current.userId !== userId) {
            return yield* Effect.fail(new InvoiceNotFound({ id }));
          }
          const decided = decide(current);
          if (Result.isFailure(decided)) return yield* Effect.fail(decided.failure);
          const change = decided.success;
          const numbered = change.issueNumber && current.invoiceNumber === null;
          const next = numbered
            ? yield* Effect.fromResult(nextInOrder(state, userId, change.invoice))
            : null;
          const stored: Invoice = {
            ...current,
            status: change.invoice.status,
            sentAt: change.invoice.sentAt,
            paidAt: change.invoice.paidAt,
            cancelledAt: change.invoice.cancelledAt,
            updatedAt: change.invoice.updatedAt,
            invoiceNumber: next === null ? current.invoiceNumber : formatInvoiceNumber(next),
          };
          const changed = { invoice: stored, client: clientSummary(state, stored) };
          // Like the rolled-back transaction: a failed delivery leaves the invoice and counter be.
          const delivered = yield* deliver(changed);
          if (next !== null) keepNumber(state, userId, current, next);
          state.invoices.set(id, stored);
          state.history.push(change.record(delivered));
          return { stored: changed, delivered };
        }),
      delete: (userId, id) =>
        Effect.gen(function* () {
          const invoice = state.invoices.get(id);
          if (invoice === undefined || invoice.userId !== userId) {
            return yield* Effect.fail(new InvoiceNotFound({ id }));
          }
          if (!canDeleteInvoice(invoice) && invoice.invoiceNumber !== null) {
            return yield* Effect.fail(
              new InvoiceCannotBeDeleted({ id, invoiceNumber: invoice.invoiceNumber }),
            );
          }
          state.invoices.delete(id);
          state.history = state.history.filter((entry) => entry.invoiceId !== id);
          return;
        }),
      recordEvent: (userId, invoiceId, entry) =>
        Effect.sync(() => {
          const invoice = state.invoices.get(invoiceId);
          if (invoice === undefined || invoice.userId !== userId) return;
          state.history.push({ ...entry, from: invoice.status, to: invoice.status });
        }),
      history: (userId, invoiceId) =>
        Effect.gen(function* () {
          if (state.invoices.get(invoiceId)?.userId !== userId) {
            return yield* Effect.fail(new InvoiceNotFound({ id: invoiceId }));
          }
          return state.history.filter((entry) => entry.invoiceId === invoiceId);
        }),
      detail: (userId, id) =>
        Effect.gen(function* () {
          const invoice = state.invoices.get(id);
          if (invoice === undefined || invoice.userId !== userId) {
            return yield* Effect.fail(new InvoiceNotFound({ id }));
          }
          return {
            invoice,
            client: clientSummary(state, invoice),
            history: state.history.filter((entry) => entry.invoiceId === id),
            archived: state.archive.filter(
              (entry) => entry.kind === "invoice" && entry.documentId === id,
            ),
          };
        }),
      dashboardFigures: (_userId, day) =>
        Effect.sync(() => {
          state.dashboardDays.push(day);
          return state.dashboardFigures;
        }),
      markOverdue: (now) =>
        Effect.sync(() => {
          state.overdueRuns.push(now);
          return [];
        }),
    }),
    Layer.succeed(ReportRepository, {
      reportFigures: (_userId, period) =>
        Effect.sync(() => {
          state.reportPeriods.push(period);
          return state.reportFigures;
        }),
    }),
  );

const serviceLayers = (state: PortState) =>
  Layer.mergeAll(
    Layer.succeed(Clock, { now: Effect.sync(() => state.now) }),
    Layer.succeed(TestResultRepository, {
      save: (userId, result) => Effect.sync(() => void state.testResults.push({ userId, result })),
      // As the database orders them: newest first, then by id.
      latest: (userId, limit) =>
        Effect.sync(() =>
          state.testResults
            .filter((entry) => entry.userId === userId)
            .map((entry) => entry.result)
            .sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id))
            .slice(0, limit),
        ),
    }),
    Layer.succeed(IdGenerator, {
      next: Effect.sync(() => {
        state.nextId++;
        return `00000000-0000-4000-8000-${String(state.nextId).padStart(12, "0")}`;
      }),
    }),
    Layer.succeed(PasswordHasher, {
      hash: (password) =>
        Effect.sync(() => {
          state.hashes++;
          return fakePasswordHash(password);
        }),
      verify: (password, passwordHash) =>
        Effect.sync(() => {
          state.hashes++;
          return fakePasswordHash(password) === passwordHash;
        }),
    }),
    Layer.succeed(TokenGenerator, {
      generate: Effect.sync(() => {
        state.nextToken++;
        const token = `token-${state.nextToken}`;
        return { token, tokenHash: fakeTokenHash(token) };
      }),
      hash: fakeTokenHash,
    }),
    Layer.succeed(Mailer, {
      send: (message, method) =>
        Effect.gen(function* () {
          if (state.mailFails) {
            return yield* Effect.fail(
              new MailFailed({ method: method ?? "smtp", reason: "refused" }),
            );
          }
          state.mails.push(message);
          return yield* Effect.succeed({ messageId: `mail-${state.mails.length}`, outbox: true });
        }),
    }),
    Layer.succeed(JobQueue, {
      enqueue: (job) => Effect.sync(() => `job-${state.jobs.push(job)}`),
    }),
    // Every numbered invoice is on the queue until handed over; this queue has no clock, so
    // `olderThan` lets every one through.
    Layer.succeed(EInvoiceQueue, {
      handedOver: (invoiceId) => Effect.sync(() => void state.einvoicesHandedOver.add(invoiceId)),
      queued: (_olderThan, limit) =>
        Effect.sync(() =>
          [...state.invoices.values()]
            .filter(
              (invoice) =>
                invoice.invoiceNumber !== null && !state.einvoicesHandedOver.has(invoice.id),
            )
            .slice(0, limit)
            .map((invoice) => ({ userId: invoice.userId, invoiceId: invoice.id })),
        ),
    }),
    // A "PDF" telling what it shows: the seller, the number and the watermark, if any.
    Layer.succeed(DanfeRenderer, {
      renderDanfe: (input) =>
        Effect.succeed(Uint8Array.from(`DANFE ${input.accessKey}`, (c) => c.charCodeAt(0))),
    }),
    Layer.succeed(DanfseRenderer, {
      renderDanfse: (input) =>
        Effect.succeed(Uint8Array.from(`DANFSe ${input.nfseXml.length}`, (c) => c.charCodeAt(0))),
    }),
    Layer.succeed(PdfRenderer, {
      renderInvoice: (document) =>
        Effect.succeed(
          Uint8Array.from(
            `${document.seller.party.name}|${document.number}|${document.watermark ?? ""}`,
            (c) => c.charCodeAt(0),
          ),
        ),
    }),
    Layer.succeed(FacturXPdf, { embed: (pdf) => Effect.succeed(pdf) }),
    Layer.succeed(FileStorage, {
      put: (key, bytes, contentType) =>
        Effect.sync(() => void state.files.set(key, { bytes, contentType })),
      get: (key) =>
        Effect.gen(function* () {
          const file = state.files.get(key);
          if (file === undefined) return yield* Effect.fail(new FileNotFound({ fileKey: key }));
          return file;
        }),
      delete: (key) => Effect.sync(() => void state.files.delete(key)),
    }),
  );

/**
 * In-memory stand-ins for every port the use cases ask for, for unit tests of the use cases only
 * (integration tests use the real adapters). `run` executes a use case against them.
 */
export const inMemoryPorts = () => {
  const state = newState();
  const layer = Layer.mergeAll(
    userLayers(state),
    invoiceLayers(state),
    serviceLayers(state),
    inMemoryArchiveLayer(state),
    inMemoryNfeSubmissionsLayer(state),
    inMemoryPayLinksLayer(),
    inMemoryNfseLayer(state),
  );
  type Provided = Layer.Success<typeof layer>;
  const run = <A, E>(effect: Effect.Effect<A, E, Provided>): Promise<A> =>
    Effect.runPromise(Effect.provide(effect, layer));
  const failure = <A, E>(effect: Effect.Effect<A, E, Provided>): Promise<E> =>
    Effect.runPromise(Effect.provide(Effect.flip(effect), layer));
  return { state, layer, run, failure };
};
