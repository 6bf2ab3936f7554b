import { Effect, Layer, Option } from "effect";
import { PayLinkRepository, type PayLinkTarget } from "../src/ports/pay-link-repository.ts";
import { PayLinkVault } from "../src/ports/pay-link-vault.ts";

interface StoredLink extends PayLinkTarget {
  readonly tokenHash: string;
  readonly sealedToken: string | null;
  revoked: boolean;
}

const SEALED = /^sealed\(([^:]+):(.+)\)$/u;

/**
 * Pay links in memory, and a vault whose "sealing" is a readable wrapper bound to the owner, for
 * unit tests of the use cases that make links or put them in e-mails.
 */
export const inMemoryPayLinksLayer = () => {
  const links: StoredLink[] = [];
  const revoke = (target: PayLinkTarget) => {
    for (const link of links) {
      if (link.invoiceId === target.invoiceId && link.userId === target.userId) link.revoked = true;
    }
  };
  const live = (predicate: (link: StoredLink) => boolean) =>
    Option.fromNullishOr(links.find((link) => !link.revoked && predicate(link)));
  return Layer.mergeAll(
    Layer.succeed(PayLinkRepository, {
      create: (target, link) =>
        Effect.sync(() => {
          revoke(target);
          links.push({ ...target, ...link, revoked: false });
        }),
      revoke: (target) => Effect.sync(() => revoke(target)),
      findLive: (tokenHash) =>
        Effect.sync(() =>
          Option.map(
            live((link) => link.tokenHash === tokenHash),
            ({ userId, invoiceId }): PayLinkTarget => ({ userId, invoiceId }),
          ),
        ),
      liveSealedToken: (target) =>
        Effect.sync(() =>
          Option.flatMap(
            live((link) => link.invoiceId === target.invoiceId && link.userId === target.userId),
            (link) => Option.fromNullishOr(link.sealedToken),
          ),
        ),
    }),
    Layer.succeed(PayLinkVault, {
      seal: (owner, token) => `sealed(${owner}:${token})`,
      addressOf: (owner, sealedToken) => {
        const [, sealedFor, token] = SEALED.exec(sealedToken) ?? [];
        return sealedFor === owner && token !== undefined
          ? `https://invoicing.test/pay/${token}`
          : null;
      },
    }),
  );
};
