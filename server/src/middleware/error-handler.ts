import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";
import { errorReply } from "../errors/error-reply.ts";
import { errorMessage } from "../i18n/error-message.ts";
import { pickLanguage } from "../i18n/pick-language.ts";
import type { Logger } from "../logging/logger.ts";

/**
 * The one place where failures become answers (docs/PRODUCT-RULES.md#api): status and
 * `{ success: false, code, message, fields, requestId }` (and `failedRules` for a document the
 * e-invoicing rules refuse), the message in the caller's language. A
 * 500 says nothing of its cause; the cause goes to the log with the request id, which the answer
 * carries so that a user's report leads to the line.
 */
export const errorHandler =
  (logger: Logger): Middleware<AppState> =>
  async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const reply = errorReply(error);
      if (reply.unexpected) {
        logger.error("unexpected failure", {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
      const language = pickLanguage(
        ctx.state.caller?.user.language ?? null,
        ctx.get("Accept-Language"),
      );
      ctx.status = reply.status;
      ctx.set(reply.headers);
      ctx.body = {
        success: false,
        code: reply.code,
        message:
          reply.detail === null
            ? errorMessage(reply.code, language)
            : `${errorMessage(reply.code, language)} ${reply.detail}`,
        fields: reply.fields,
        ...(reply.failedRules === null ? {} : { failedRules: reply.failedRules }),
        requestId: ctx.state.requestId,
      };
    }
  };
