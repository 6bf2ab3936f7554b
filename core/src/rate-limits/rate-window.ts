/**
 * A ceiling on the public routes a link's holder reaches without an account (a pay link, a quote's
 * client link): requests are counted in fixed windows of `windowSeconds`, under the link's token
 * and under the caller's address, each with its own ceiling.
 */
export interface PublicRateLimit {
  readonly windowSeconds: number;
  readonly perToken: number;
  readonly perAddress: number;
}

/** The fixed window an instant falls in, of `windowSeconds`: its start and the seconds left. */
export const rateWindow = (at: Date, windowSeconds: number) => {
  const windowMillis = windowSeconds * 1000;
  const start = Math.floor(at.getTime() / windowMillis) * windowMillis;
  return {
    start: new Date(start),
    secondsLeft: Math.max(1, Math.ceil((start + windowMillis - at.getTime()) / 1000)),
  };
};
