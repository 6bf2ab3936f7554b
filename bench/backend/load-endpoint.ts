import autocannon from "autocannon";

/** One endpoint under load: what is asked, as whom. */
export interface LoadTarget {
  readonly method: "GET" | "POST";
  /** The path of the request numbered `index` (to spread requests over many invoices). */
  readonly path: (index: number) => string;
  readonly token?: string;
  readonly json?: unknown;
  /** The body of the request numbered `index`, instead of one `json` for all. */
  readonly jsonAt?: (index: number) => unknown;
}

/** The body of the request numbered `index`, if the target sends one. */
export const bodyAt = (target: LoadTarget, index: number): unknown =>
  target.jsonAt === undefined ? target.json : target.jsonAt(index);

/** What a bounded run of concurrent requests measured. */
export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  /** Non-2xx answers, connection errors and timeouts. */
  readonly failures: number;
}

/** How hard and how long. */
export interface LoadShape {
  readonly connections: number;
  readonly seconds: number;
}

/**
 * How long autocannon waits for an answer before it counts a timeout, far past any row: on a
 * timeout autocannon drops the connection and sends the next request on a new one, while the
 * server still works on the abandoned request. On the single session of PGlite, whose answers
 * take seconds under 20 connections, its default of 10 s let abandoned requests pile up behind
 * the load, and the next request after the row waited minutes behind them. A request slower
 * than the row is simply not counted, and the server holds at most one request per connection.
 */
export const ANSWER_TIMEOUT_SECONDS = 600;

/**
 * Sends `target` requests from `connections` concurrent keep-alive connections for `seconds`
 * (autocannon, on loopback) and summarises the answers; latencies are autocannon's, per request.
 * A connection sends its next request only once the previous one is answered.
 */
export const loadEndpoint = async (
  baseUrl: string,
  target: LoadTarget,
  shape: LoadShape,
): Promise<LoadFigures> => {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: shape.connections,
    duration: shape.seconds,
    timeout: ANSWER_TIMEOUT_SECONDS,
    method: target.method,
    headers: {
      ...(target.token === undefined ? {} : { authorization: `Bearer ${target.token}` }),
      ...(target.json === undefined && target.jsonAt === undefined
        ? {}
        : { "content-type": "application/json" }),
    },
    ...(target.json === undefined ? {} : { body: JSON.stringify(target.json) }),
    requests: [
      {
        setupRequest: (request) => {
          const index = next;
          next += 1;
          const path = target.path(index);
          return target.jsonAt === undefined
            ? { ...request, path }
            : { ...request, path, body: JSON.stringify(bodyAt(target, index)) };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result["2xx"] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result["2xx"] + result.non2xx,
    failures: result.non2xx + result.errors + result.timeouts,
  };
};
