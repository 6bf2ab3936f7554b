/**
 * `create` runs at the first call, and its promise answers every call after. Adapters load their
 * libraries (SDKs, document and signing code) this way, inside the method that needs them: a
 * server that never sends by SMTP or takes a card payment never holds nodemailer or Stripe, which
 * keeps its memory at rest and its start time low (issue 21).
 */
export const onFirstUse = <A>(create: () => Promise<A>): (() => Promise<A>) => {
  let created: Promise<A> | undefined;
  return () => {
    created ??= create();
    return created;
  };
};
