import { randomBytes } from "node:crypto";
import {
  ClientInput,
  Clock,
  CreateInvoiceRequest,
  createClient,
  createInvoice,
  decodeFields,
  IdGenerator,
  RegisterRequest,
  registerUser,
  TestResultRepository,
  todayIn,
  UserRepository,
} from "@invoicing/core";
import { Effect, type Schema } from "effect";
import { demoAccount, demoClients, demoDates, demoInvoices } from "./demo-data.ts";
import { demoTestResults } from "./demo-test-results.ts";

/** The sign-in of the demo account, shown once when it is created. */
export interface DemoCredentials {
  readonly email: string;
  readonly password: string;
}

const DAY_MS = 86_400_000;

// The demo data is ours: a refusal means the data broke a rule, a bug to stop on.
const decoded = <S extends Schema.Decoder<unknown>>(schema: S, input: unknown) =>
  Effect.suspend(() => {
    const result = decodeFields(schema)(input);
    return "value" in result
      ? Effect.succeed(result.value)
      : Effect.die(new Error(`demo data refused: ${JSON.stringify(result.fields)}`));
  });

/**
 * Creates the demo account with sample clients and invoices in every status
 * (docs/PRODUCT-RULES.md#accounts), all through the use cases, and sample sandbox test results (one
 * of each status), when no account exists yet; answers its credentials, or null when accounts
 * exist. The password is random, so a demo left running is not open to anyone.
 */
export const seedDemoAccount = (timeZone: string) =>
  Effect.gen(function* () {
    if (yield* (yield* UserRepository).hasAny) return null;
    const password = randomBytes(9).toString("base64url");
    const request = yield* decoded(RegisterRequest, {
      ...demoAccount,
      password,
      confirmPassword: password,
      timeZone,
    });
    const { user } = yield* registerUser(request);
    const clientIds: Record<string, string> = {};
    for (const [key, fields] of Object.entries(demoClients)) {
      const client = yield* createClient({
        userId: user.id,
        client: yield* decoded(ClientInput, fields),
      });
      clientIds[key] = client.id;
    }
    const now = yield* (yield* Clock).now;
    const today = todayIn(user.timeZone, new Date(now));
    // Oldest first: numbers follow issue dates (docs/PRODUCT-RULES.md#numbering).
    const byIssueDate = demoInvoices.toSorted((a, b) => b.issuedDaysAgo - a.issuedDaysAgo);
    for (const invoice of byIssueDate) {
      const body = yield* decoded(CreateInvoiceRequest, {
        clientId: clientIds[invoice.client],
        ...demoDates(invoice, today),
        status: invoice.status,
        notes: invoice.notes,
        items: invoice.items,
        ...(invoice.currency === undefined ? {} : { currency: invoice.currency }),
      });
      yield* createInvoice({ userId: user.id, request: body });
    }
    for (const { daysAgo, ...result } of demoTestResults) {
      yield* (yield* TestResultRepository).save(user.id, {
        id: yield* (yield* IdGenerator).next,
        timestamp: new Date(Date.parse(now) - daysAgo * DAY_MS).toISOString(),
        ...result,
      });
    }
    return { email: user.email, password } satisfies DemoCredentials;
  });
