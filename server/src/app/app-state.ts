import type { Caller } from "../routes/route.ts";

/** What the middleware chain records on `ctx.state` for later middleware. */
export interface AppState {
  /** The request's id, echoed in `X-Request-Id` and in its log line. */
  requestId: string;
  /** The signed-in caller, once a protected route has authenticated it. */
  caller: Caller | null;
}
