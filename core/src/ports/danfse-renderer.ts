import { Context, type Effect } from "effect";

/** What a DANFSe is printed from. */
export interface DanfseInput {
  /** The NFS-e as the national API returned it. */
  readonly nfseXml: string;
  /** The national system registered the NFS-e's cancellation: the page is stamped cancelled. */
  readonly cancelled?: boolean;
}

/** Renders the DANFSe of an NFS-e to PDF bytes. A rendering failure is a defect. */
export class DanfseRenderer extends Context.Service<
  DanfseRenderer,
  {
    readonly renderDanfse: (input: DanfseInput) => Effect.Effect<Uint8Array>;
  }
>()("@invoicing/core/DanfseRenderer") {}
