import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";

// No inline script anywhere: the SPA is bundled into files. Inline styles stay allowed because
// React and component libraries set style attributes.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Sets the security headers of every answer; API answers also must not be cached, as they hold
 * one user's data.
 */
export const securityHeaders = (): Middleware<AppState> => async (ctx, next) => {
  ctx.set({
    "Content-Security-Policy": contentSecurityPolicy,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    // A password reset link carries its token in the URL: never send it on as a referrer.
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  });
  if (ctx.path.startsWith("/api/")) ctx.set("Cache-Control", "no-store");
  await next();
};
