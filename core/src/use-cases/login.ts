import { Duration, Effect, Option } from "effect";
import { InvalidCredentials, TooManyAttempts } from "../auth/auth-errors.ts";
import type { LoginRequest } from "../auth/login-request.ts";
import {
  ADDRESS_LOGIN_THROTTLE,
  EMAIL_LOGIN_THROTTLE,
  type LoginThrottlePolicy,
  loginThrottle,
  strictestThrottle,
} from "../auth/login-throttle.ts";
import type { SignedIn } from "../auth/signed-in.ts";
import type { Instant } from "../calendar/instant.ts";
import { Clock } from "../ports/clock.ts";
import {
  LoginAttemptRepository,
  type LoginThrottleKey,
} from "../ports/login-attempt-repository.ts";
import { PasswordHasher } from "../ports/password-hasher.ts";
import { UserRepository } from "../ports/user-repository.ts";
import { normalizeEmail } from "../users/normalize-email.ts";
import { startSession } from "./start-session.ts";

/** A sign-in attempt: the decoded body and the caller's network address. */
export interface LoginInput {
  readonly request: LoginRequest;
  readonly address: string;
}

const decide = (policy: LoginThrottlePolicy, key: LoginThrottleKey, now: Instant) =>
  Effect.gen(function* () {
    const since = new Date(Date.parse(now) - Duration.toMillis(policy.window)).toISOString();
    const failures = yield* (yield* LoginAttemptRepository).failuresSince(key, since);
    return loginThrottle(policy, failures, now);
  });

/**
 * Signs in by e-mail and password (docs/PRODUCT-RULES.md#accounts). Failed attempts are counted per
 * e-mail and per address: past a few they are slowed down, then refused with TooManyAttempts. An
 * unknown e-mail costs a password hash like a known one, so the answer's timing does not reveal
 * accounts.
 */
export const login = ({ request, address }: LoginInput) =>
  Effect.gen(function* () {
    const attempts = yield* LoginAttemptRepository;
    const hasher = yield* PasswordHasher;
    const now = yield* (yield* Clock).now;
    const emailKey: LoginThrottleKey = { kind: "email", value: normalizeEmail(request.email) };
    const addressKey: LoginThrottleKey = { kind: "address", value: address };

    const decision = strictestThrottle(
      yield* decide(EMAIL_LOGIN_THROTTLE, emailKey, now),
      yield* decide(ADDRESS_LOGIN_THROTTLE, addressKey, now),
    );
    if (decision._tag === "Refused") {
      return yield* new TooManyAttempts({
        retryAfterSeconds: Math.max(1, Math.ceil(Duration.toSeconds(decision.retryAfter))),
      });
    }
    if (decision._tag === "Delayed") yield* Effect.sleep(decision.delay);

    const account = yield* (yield* UserRepository).findByEmail(request.email);
    const verified = yield* Option.match(account, {
      onNone: () => hasher.hash(request.password).pipe(Effect.as(false)),
      onSome: ({ passwordHash }) => hasher.verify(request.password, passwordHash),
    });
    if (Option.isNone(account) || !verified) {
      yield* attempts.recordFailure(emailKey, now);
      yield* attempts.recordFailure(addressKey, now);
      return yield* new InvalidCredentials();
    }
    yield* attempts.clear(emailKey);
    const token = yield* startSession(account.value.user.id, request.rememberMe);
    return { token, user: account.value.user } satisfies SignedIn;
  });
