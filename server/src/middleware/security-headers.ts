import type { Middleware } from "koa";
import type { AppState } from "../app/app-state.ts";

// Stripe Elements loads Stripe.js, runs the card fields and 3-D Secure in Stripe's frames and
// calls Stripe's API from the page (Stripe's CSP guide); allowed only when Stripe is configured.
const stripeOrigins = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

// No inline script anywhere: the SPA is bundled into files. Inline styles stay allowed because
// React and component libraries set style attributes.
const contentSecurityPolicy = (stripe: boolean): string => {
  const also = (origins: ReadonlyArray<string>) => (stripe ? origins : []);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...also(stripeOrigins.script)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...also(stripeOrigins.connect)].join(" "),
    ...(stripe ? [["frame-src", ...stripeOrigins.frame].join(" ")] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
};

/**
 * Sets the security headers of every answer; API answers also must not be cached, as they hold
 * one user's data. With `stripeElements`, the policy lets Stripe's card form load.
 */
export const securityHeaders = (
  options: { readonly stripeElements: boolean } = { stripeElements: false },
): Middleware<AppState> => {
  const policy = contentSecurityPolicy(options.stripeElements);
  return async (ctx, next) => {
    ctx.set({
      "Content-Security-Policy": policy,
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
};
