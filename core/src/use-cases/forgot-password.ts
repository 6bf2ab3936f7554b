import { Effect, Option } from "effect";
import type { ForgotPasswordRequest } from "../auth/forgot-password-request.ts";
import { issueResetToken } from "../auth/password-reset.ts";
import { passwordResetMail, resetPasswordLink } from "../auth/password-reset-mail.ts";
import { Clock } from "../ports/clock.ts";
import { Mailer } from "../ports/mailer.ts";
import { PasswordResetRepository } from "../ports/password-reset-repository.ts";
import { TokenGenerator } from "../ports/token-generator.ts";
import { UserRepository } from "../ports/user-repository.ts";

/** A reset request: the decoded body and the app's public address, which the link points to. */
export interface ForgotPasswordInput {
  readonly request: ForgotPasswordRequest;
  readonly appUrl: string;
}

/**
 * Mails a single-use reset link, valid one hour, to the account of the e-mail
 * (docs/PRODUCT-RULES.md#accounts). It never fails and answers the same whether the account exists,
 * so it cannot probe accounts; a transport failure is logged, not told.
 */
export const forgotPassword = ({ request, appUrl }: ForgotPasswordInput) =>
  Effect.gen(function* () {
    const account = yield* (yield* UserRepository).findByEmail(request.email);
    if (Option.isNone(account)) return;
    const { user } = account.value;
    const { token, tokenHash } = yield* (yield* TokenGenerator).generate;
    const now = yield* (yield* Clock).now;
    yield* (yield* PasswordResetRepository).create(issueResetToken(user.id, tokenHash, now));
    const mail = passwordResetMail({
      email: user.email,
      name: user.name,
      language: user.language,
      link: resetPasswordLink(appUrl, token),
    });
    yield* (yield* Mailer)
      .send(mail)
      .pipe(
        Effect.catch((error) =>
          Effect.logError("password reset mail not sent", { userId: user.id, error: error._tag }),
        ),
      );
  });
