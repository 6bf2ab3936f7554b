import { Context } from "effect";
import type { UserId } from "../users/user-id.ts";

/**
 * Seals pay link tokens at rest and turns a sealed one back into the link's address
 * (docs/PRODUCT-RULES.md#pay-links), so an invoice e-mail can carry the link while the database
 * holds no token in clear. A sealed token opens only for the seller it was sealed for.
 */
export class PayLinkVault extends Context.Service<
  PayLinkVault,
  {
    /** The token sealed for `owner`; null when the server has no key to seal with. */
    readonly seal: (owner: UserId, token: string) => string | null;
    /** The address of the link whose token was sealed; null when it does not open. */
    readonly addressOf: (owner: UserId, sealedToken: string) => string | null;
  }
>()("@invoicing/core/PayLinkVault") {}
